export { ChipGroup } from './ChipGroup';
export type { ChipGroupProps, ChipOption, MultipleChipGroupProps, SingleChipGroupProps } from './ChipGroup';
