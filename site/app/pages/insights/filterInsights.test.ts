import { describe, expect, it } from 'vitest';

import { insightCategories, insights, insightsFocus, type Insight } from '../../content/insights';
import { pages } from '../../content/pages';
import { defaultInsightFilters, filterInsights, hasActiveFilters, initialInsightFilters } from './filterInsights';

const ids = (list: readonly Insight[]) => list.map((insight) => insight.id);
const filter = (overrides: Partial<typeof defaultInsightFilters>) =>
  ids(filterInsights(insights, { ...defaultInsightFilters, ...overrides }));

describe('filterInsights', () => {
  it('keeps all six insights with the default filters', () => {
    expect(filter({})).toEqual(ids(insights));
    expect(insights).toHaveLength(6);
  });

  it('keeps only the chosen category', () => {
    expect(filter({ category: 'wellbeing' })).toEqual(['state-of-workplace-wellbeing-2025', 'hybrid-work-lagos-nairobi']);
    expect(filter({ category: 'african-business' })).toEqual(['leading-across-african-markets']);
  });

  it('matches the search in the title, ignoring case', () => {
    expect(filter({ query: 'HYBRID work' })).toEqual(['hybrid-work-lagos-nairobi']);
  });

  it('matches the search in the description', () => {
    expect(filter({ query: 'power cuts' })).toEqual(['hybrid-work-lagos-nairobi']);
  });

  it('ignores spaces around the search and treats a blank search as no search', () => {
    expect(filter({ query: '  zestpay  ' })).toEqual(['zestpay-first-time-managers']);
    expect(filter({ query: '   ' })).toEqual(ids(insights));
  });

  it('also keeps what the full-text index found, with the other filters still applied', () => {
    const found = new Set(['agile-execution-african-enterprises', 'hybrid-work-lagos-nairobi']);
    const search = { ...defaultInsightFilters, query: 'standup' };
    expect(ids(filterInsights(insights, search))).toEqual([]);
    expect(ids(filterInsights(insights, search, found))).toEqual(['agile-execution-african-enterprises', 'hybrid-work-lagos-nairobi']);
    expect(ids(filterInsights(insights, { ...search, category: 'wellbeing' }, found))).toEqual(['hybrid-work-lagos-nairobi']);
    expect(ids(filterInsights(insights, { ...search, query: '' }, new Set()))).toEqual(ids(insights));
  });

  it('does not match the category or type names, only title and description', () => {
    expect(filter({ query: 'case study' })).toEqual([]);
  });

  it('combines the category and the search', () => {
    expect(filter({ category: 'capability', query: 'manager' })).toEqual([
      'leadership-pipeline-next-decade',
      'zestpay-first-time-managers',
    ]);
    expect(filter({ category: 'wellbeing', query: 'manager' })).toEqual([]);
  });

  it('combines the type and the downloadable filter with the others', () => {
    expect(filter({ type: 'Research Report' })).toEqual(['state-of-workplace-wellbeing-2025', 'leadership-pipeline-next-decade']);
    expect(filter({ downloadableOnly: true })).toEqual([
      'state-of-workplace-wellbeing-2025',
      'leadership-pipeline-next-decade',
      'zestpay-first-time-managers',
    ]);
    expect(filter({ downloadableOnly: true, category: 'capability', type: 'Case Study' })).toEqual(['zestpay-first-time-managers']);
    expect(filter({ downloadableOnly: true, category: 'performance' })).toEqual([]);
  });

  it('returns a new list and leaves the library untouched', () => {
    const before = ids(insights);
    const result = filterInsights(insights, defaultInsightFilters);
    expect(result).not.toBe(insights);
    expect(ids(insights)).toEqual(before);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search', () => {
    expect(hasActiveFilters(defaultInsightFilters)).toBe(false);
    expect(hasActiveFilters({ ...defaultInsightFilters, query: '  ' })).toBe(false);
  });

  it('is true as soon as any filter is set', () => {
    expect(hasActiveFilters({ ...defaultInsightFilters, query: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultInsightFilters, category: 'performance' })).toBe(true);
    expect(hasActiveFilters({ ...defaultInsightFilters, type: 'Case Study' })).toBe(true);
    expect(hasActiveFilters({ ...defaultInsightFilters, downloadableOnly: true })).toBe(true);
  });
});

describe('initialInsightFilters', () => {
  it('starts from the defaults without a focus', () => {
    expect(initialInsightFilters()).toEqual(defaultInsightFilters);
  });

  it('presets what a sub-route asks for and leaves the search empty', () => {
    expect(initialInsightFilters({ category: 'african-business' })).toEqual({ ...defaultInsightFilters, category: 'african-business' });
    expect(initialInsightFilters({ type: 'Research Report', downloadableOnly: true })).toEqual({
      ...defaultInsightFilters,
      type: 'Research Report',
      downloadableOnly: true,
    });
  });
});

describe('the insights content', () => {
  it('publishes the category totals (24, 8, 6, 7, 3), and the parts add up to all', () => {
    expect(insightCategories.map(({ id, count }) => [id, count])).toEqual([
      ['all', 24],
      ['capability', 8],
      ['wellbeing', 6],
      ['performance', 7],
      ['african-business', 3],
    ]);
    const [all, ...parts] = insightCategories;
    expect(parts.reduce((sum, category) => sum + category.count, 0)).toBe(all?.count);
  });

  it('features exactly three insights', () => {
    expect(insights.filter((insight) => insight.featured)).toHaveLength(3);
  });

  it('gives every sub-route of /insights a focus, and every focus a sub-route', () => {
    const slugs = pages.filter((page) => page.path.startsWith('/insights/')).map((page) => page.path.slice('/insights/'.length));
    expect(Object.keys(insightsFocus).sort()).toEqual([...slugs].sort());
  });

  it('gives every category its own sub-route, filtered to it', () => {
    for (const { id } of insightCategories.filter((category) => category.id !== 'all')) {
      expect(pages.map((page) => page.path)).toContain(`/insights/${id}`);
      expect(insightsFocus[id]?.category).toBe(id);
    }
  });

  it('leaves no sub-route with an empty list', () => {
    for (const focus of Object.values(insightsFocus))
      expect(filterInsights(insights, initialInsightFilters(focus)).length).toBeGreaterThan(0);
  });

  it('links related pages only to pages the site has', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const focus of Object.values(insightsFocus)) if (focus.related) expect(paths).toContain(focus.related.href);
  });
});
