export { preloadTooltip, Tooltip, tooltipPlacements } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip';
