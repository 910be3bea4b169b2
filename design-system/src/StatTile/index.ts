export { StatTile, statTileSizes, statTileTones } from './StatTile';
export type { StatTileProps, StatTileSize, StatTileTone } from './StatTile';
