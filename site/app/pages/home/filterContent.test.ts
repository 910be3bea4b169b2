import { describe, expect, it } from 'vitest';

import { contentItems, contentTopics, contentTypeTabs, type ContentItem } from '../../content/contentLibrary';
import { filterContent, noContentFilters, sortContent, type ContentFilters } from './filterContent';

const item = (overrides: Partial<ContentItem> & Pick<ContentItem, 'id'>): ContentItem => ({
  type: 'article',
  title: 'A title',
  excerpt: 'An excerpt.',
  author: 'Ada',
  role: 'Analyst',
  readTime: '5 min read',
  views: 100,
  tags: [],
  trending: false,
  publishDate: '2025-01-01',
  featured: false,
  ...overrides,
});

const library: ContentItem[] = [
  item({
    id: 'hybrid',
    title: 'The Hybrid Work Playbook',
    tags: ['Future of Work', 'Leadership', 'Banking', 'Remote Teams'],
    trending: true,
  }),
  item({ id: 'burnout', type: 'podcast', excerpt: 'Why BURNOUT is a systems problem.', tags: ['Wellbeing'], featured: true }),
  item({ id: 'report', type: 'report', title: 'State of the Workplace', tags: ['Research', 'Talent'], trending: true, featured: true }),
  item({ id: 'video', type: 'video', title: 'Leading Through Change', tags: ['Leadership'] }),
];

const ids = (items: readonly ContentItem[]) => items.map(({ id }) => id);
const filter = (filters: Partial<ContentFilters>) => ids(filterContent(library, { ...noContentFilters, ...filters }));

describe('filterContent', () => {
  it('keeps everything with no filters (All and All Content change nothing)', () => {
    expect(filter({})).toEqual(['hybrid', 'burnout', 'report', 'video']);
  });

  it('matches the search in any case, in the title or the excerpt', () => {
    expect(filter({ search: 'hybrid' })).toEqual(['hybrid']);
    expect(filter({ search: 'HYBRID work' })).toEqual(['hybrid']);
    expect(filter({ search: 'burnout' })).toEqual(['burnout']);
    expect(filter({ search: 'Systems' })).toEqual(['burnout']);
  });

  it('matches the search in any tag, even one not shown on the card (the fourth)', () => {
    expect(filter({ search: 'remote teams' })).toEqual(['hybrid']);
    expect(filter({ search: 'leader' })).toEqual(['hybrid', 'video']);
  });

  it('ignores spaces around the search, and a blank search keeps everything', () => {
    expect(filter({ search: '  research  ' })).toEqual(['report']);
    expect(filter({ search: '   ' })).toHaveLength(4);
  });

  it('matches the type exactly', () => {
    expect(filter({ type: 'podcast' })).toEqual(['burnout']);
    expect(filter({ type: 'report' })).toEqual(['report']);
  });

  it('keeps only items tagged with the chosen topic, in any case', () => {
    expect(filter({ topic: 'Leadership' })).toEqual(['hybrid', 'video']);
    expect(filter({ topic: 'wellbeing' })).toEqual(['burnout']);
  });

  it('applies the advanced filters for trending and featured items', () => {
    expect(filter({ trendingOnly: true })).toEqual(['hybrid', 'report']);
    expect(filter({ featuredOnly: true })).toEqual(['burnout', 'report']);
    expect(filter({ trendingOnly: true, featuredOnly: true })).toEqual(['report']);
  });

  it('combines every filter', () => {
    expect(filter({ type: 'video', topic: 'Leadership', search: 'change' })).toEqual(['video']);
    expect(filter({ type: 'article', topic: 'Leadership', search: 'change' })).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filter({ search: 'zzz no such thing' })).toEqual([]);
    expect(filter({ topic: 'Culture' })).toEqual([]);
  });
});

describe('sortContent', () => {
  const dated = [
    item({ id: 'old', publishDate: '2025-03-20', views: 900 }),
    item({ id: 'new', publishDate: '2025-07-28', views: 100 }),
    item({ id: 'mid', publishDate: '2025-05-12', views: 500 }),
  ];

  it('puts the newest first, or the most viewed first, without changing the list given', () => {
    expect(ids(sortContent(dated, 'newest'))).toEqual(['new', 'mid', 'old']);
    expect(ids(sortContent(dated, 'most-viewed'))).toEqual(['old', 'mid', 'new']);
    expect(ids(dated)).toEqual(['old', 'new', 'mid']);
  });
});

describe('the library preview', () => {
  it('has at least four sample items, with every type and unique ids', () => {
    expect(contentItems.length).toBeGreaterThanOrEqual(4);
    expect(new Set(contentItems.map(({ type }) => type))).toEqual(new Set(['article', 'video', 'podcast', 'report']));
    expect(new Set(contentItems.map(({ id }) => id)).size).toBe(contentItems.length);
  });

  it('has items for every topic chip', () => {
    for (const topic of contentTopics) {
      expect(filterContent(contentItems, { ...noContentFilters, topic: topic.value }).length, topic.label).toBeGreaterThan(0);
    }
  });

  it('shows the published counts, which add up to the library total of 526', () => {
    const [all, ...types] = contentTypeTabs;
    expect(all.count).toBe(526);
    expect(types.map(({ label, count }) => `${label} ${String(count)}`)).toEqual([
      'Articles 247',
      'Videos 89',
      'Podcasts 156',
      'Reports 34',
    ]);
    expect(types.reduce((sum, { count }) => sum + count, 0)).toBe(526);
  });
});
