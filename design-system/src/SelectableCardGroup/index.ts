export { SelectableCardGroup } from './SelectableCardGroup';
export type { SelectableCardGroupProps, SelectableCardOption } from './SelectableCardGroup';
