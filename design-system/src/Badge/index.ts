export { Badge, badgeTones, badgeTrends } from './Badge';
export type { BadgeProps, BadgeTone, BadgeTrend } from './Badge';
