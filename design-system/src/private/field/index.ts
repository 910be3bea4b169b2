export { Field, hasContent, useFieldControl } from './Field';
export type { FieldBaseProps, FieldIds, FieldProps } from './Field';
export { mergeRefs } from '../mergeRefs';
