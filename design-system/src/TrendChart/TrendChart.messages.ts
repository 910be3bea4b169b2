/** The words TrendChart says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface TrendChartMessages {
  /** TrendChart: one result in words. @default ('72', '1 December 2026') => '72 on 1 December 2026' */
  trendChartPoint: (value: string, label: string) => string;

  /**
   * TrendChart: the first result to the last, with the change (its sign says the direction;
   * `changeText` is its size, formatted) and how many results there are.
   * @default ('45 on 3 March 2026', '72 on 1 December 2026', 27, '27', 4) => '45 on 3 March 2026 to 72 on 1 December 2026, up 27 over 4 results'
   */
  trendChartRange: (first: string, last: string, change: number, changeText: string, count: number) => string;

  /** TrendChart: the chart's spoken name, its caption and what the data says. @default ('Readiness score', '72 on 1 December 2026') => 'Readiness score: 72 on 1 December 2026' */
  trendChartName: (caption: string, summary: string) => string;

  /** TrendChart: said and shown when there are no points. @default 'No results yet' */
  trendChartEmpty: string;
}

/** TrendChart's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const trendChartMessages: TrendChartMessages = {
  trendChartPoint: (value, label) => `${value} on ${label}`,
  trendChartRange: (first, last, change, changeText, count) => {
    const direction = change > 0 ? `up ${changeText}` : change < 0 ? `down ${changeText}` : 'no change';
    return `${first} to ${last}, ${direction} over ${String(count)} results`;
  },
  trendChartName: (caption, summary) => `${caption}: ${summary}`,
  trendChartEmpty: 'No results yet',
};
