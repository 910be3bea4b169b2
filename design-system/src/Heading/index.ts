export { Heading, headingLevels } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize, HeadingWeight } from './Heading';
