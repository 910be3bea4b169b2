export { Section, sectionTones } from './Section';
export type { SectionProps, SectionTone } from './Section';
