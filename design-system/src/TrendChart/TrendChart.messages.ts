import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** TrendChart's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const trendChartMessages = {
  trendChartPoint: (value, label) => `${value} on ${label}`,
  trendChartRange: (first, last, change, changeText, count) => {
    const direction = change > 0 ? `up ${changeText}` : change < 0 ? `down ${changeText}` : 'no change';
    return `${first} to ${last}, ${direction} over ${String(count)} results`;
  },
  trendChartName: (caption, summary) => `${caption}: ${summary}`,
  trendChartEmpty: 'No results yet',
} satisfies Partial<DesignSystemMessages>;
