export { Tooltip, tooltipPlacements, tooltipTiming } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip';
