import { describe, expect, it } from 'vitest';

import { clientStories, impactFocus, impactSectionIds } from '../../content/impact';
import { pages } from '../../content/pages';

describe('the impact content', () => {
  it('brings every sub-route of /impact to a part the page has, and has no focus without a sub-route', () => {
    const slugs = pages.filter((page) => page.path.startsWith('/impact/')).map((page) => page.path.slice('/impact/'.length));
    expect(Object.keys(impactFocus).sort()).toEqual([...slugs].sort());
    const sectionIds: string[] = Object.values(impactSectionIds);
    for (const focus of Object.values(impactFocus)) expect(sectionIds).toContain(focus.sectionId);
  });

  it('tells the three client stories, ZestPay, Savanna Foods and GreenFields Agri, each complete', () => {
    expect(clientStories.map((story) => story.company)).toEqual(['ZestPay Fintech', 'Savanna Foods', 'GreenFields Agri']);
    for (const story of clientStories) {
      expect(story.results.length).toBeGreaterThan(0);
      expect(story.testimonial.quote).not.toBe('');
      expect(story.primaryMetric).not.toBe('');
    }
  });

  it('links each story onward only to pages the site has', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const story of clientStories) expect(paths).toContain(story.cta.href);
  });
});
