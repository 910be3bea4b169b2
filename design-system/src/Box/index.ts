export { Box } from './Box';
export type { BoxBackground, BoxProps } from './Box';
