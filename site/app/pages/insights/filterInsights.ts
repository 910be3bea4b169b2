import { currentLanguage } from '../../language';
import type { Insight, InsightCategoryId, InsightsFocus, InsightType } from '../../content/insights';

export interface InsightFilters {
  /** @default 'all' */
  category: InsightCategoryId;
  /**
   * Matched case-insensitively against the title or the description, and against the whole text
   * once the search index has loaded; blank matches everything.
   */
  query: string;
  /** One of the types' names (content/pages/insights.yaml), or 'all'. @default 'all' */
  type: InsightType;
  /** Only insights with a PDF. @default false */
  downloadableOnly: boolean;
}

export const defaultInsightFilters: InsightFilters = { category: 'all', query: '', type: 'all', downloadableOnly: false };

/**
 * The insights that pass every filter at once: category and search combine, and so do the type
 * and downloadable filters. The search ignores case and the spaces around the words typed. An
 * insight also matches the search when `textMatches`, the slugs the full-text index found for it,
 * holds its id: words anywhere in its text count, not only in its card.
 */
const siteLocale = currentLanguage.locale;

export function filterInsights(insights: readonly Insight[], filters: InsightFilters, textMatches?: ReadonlySet<string>): Insight[] {
  const query = filters.query.trim().toLocaleLowerCase(siteLocale);
  return insights.filter(
    (insight) =>
      (filters.category === 'all' || insight.category === filters.category) &&
      (filters.type === 'all' || insight.type === filters.type) &&
      (!filters.downloadableOnly || insight.downloadable) &&
      (query === '' ||
        textMatches?.has(insight.id) === true ||
        insight.title.toLocaleLowerCase(siteLocale).includes(query) ||
        insight.description.toLocaleLowerCase(siteLocale).includes(query)),
  );
}

/** Whether any filter differs from the defaults, so there is something to clear. */
export function hasActiveFilters(filters: InsightFilters): boolean {
  return (
    filters.category !== defaultInsightFilters.category ||
    filters.query.trim() !== '' ||
    filters.type !== defaultInsightFilters.type ||
    filters.downloadableOnly !== defaultInsightFilters.downloadableOnly
  );
}

/** The filters a page starts with: the defaults, with whatever a sub-route of /insights presets. */
export function initialInsightFilters(focus?: Pick<InsightsFocus, 'category' | 'type' | 'downloadableOnly'>): InsightFilters {
  return {
    ...defaultInsightFilters,
    category: focus?.category ?? defaultInsightFilters.category,
    type: focus?.type ?? defaultInsightFilters.type,
    downloadableOnly: focus?.downloadableOnly ?? defaultInsightFilters.downloadableOnly,
  };
}
