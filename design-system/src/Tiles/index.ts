export { Tiles } from './Tiles';
export type { TilesProps } from './Tiles';
