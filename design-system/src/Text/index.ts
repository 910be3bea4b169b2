export { Text } from './Text';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text';
