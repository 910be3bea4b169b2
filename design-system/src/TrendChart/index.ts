export { TrendChart } from './TrendChart';
export type { TrendChartBand, TrendChartPoint, TrendChartProps } from './TrendChart';
