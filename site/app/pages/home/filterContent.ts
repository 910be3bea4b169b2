import { allTopics, type ContentItem, type ContentSortOrder, type ContentTypeFilter } from '../../content/contentLibrary';

/** Everything the content browser filters by. */
export interface ContentFilters {
  /** Free text; blank shows everything. */
  search: string;
  /** A type, or `all`. */
  type: ContentTypeFilter;
  /** A tag, or `all` (All Content). */
  topic: string;
  /** Advanced filters: only trending items. */
  trendingOnly: boolean;
  /** Advanced filters: only featured items. */
  featuredOnly: boolean;
}

export const noContentFilters: ContentFilters = { search: '', type: 'all', topic: allTopics, trendingOnly: false, featuredOnly: false };

/**
 * The items that pass every filter, in their original order: the type matches exactly; the search
 * is a case-insensitive substring of the title, the excerpt or any tag (spaces around it ignored);
 * a topic keeps items tagged with it, and All Content keeps everything.
 */
export function filterContent<Item extends ContentItem>(items: readonly Item[], filters: ContentFilters): Item[] {
  const query = filters.search.trim().toLowerCase();
  const topic = filters.topic.toLowerCase();
  return items.filter(
    (item) =>
      (filters.type === 'all' || item.type === filters.type) &&
      (topic === allTopics || item.tags.some((tag) => tag.toLowerCase() === topic)) &&
      (!filters.trendingOnly || item.trending) &&
      (!filters.featuredOnly || item.featured) &&
      (query === '' || [item.title, item.excerpt, ...item.tags].some((text) => text.toLowerCase().includes(query))),
  );
}

/** The items in the chosen order, without changing the list given: newest first, or most viewed first. */
export function sortContent<Item extends ContentItem>(items: readonly Item[], order: ContentSortOrder): Item[] {
  const sorted = [...items];
  if (order === 'most-viewed') return sorted.sort((first, second) => second.views - first.views);
  // ISO dates sort as text.
  return sorted.sort((first, second) => second.publishDate.localeCompare(first.publishDate));
}
