export { SaveToggle, saveToggleSizes, saveToggleVariants } from './SaveToggle';
export type { SaveToggleProps, SaveToggleSize, SaveToggleVariant } from './SaveToggle';
