import { describe, expect, it } from 'vitest';

import { linkTargets } from '../content/linkTargets';
import { findPage } from '../content/pages';
import { webAppManifest } from './manifest';

describe('the web app manifest', () => {
  const manifest = webAppManifest('#dc2626', '#ffffff');

  it('names the app with the brand and paints it in the brand colour', () => {
    expect(manifest.short_name).toBe('Akoma');
    expect(manifest.name).toContain('Akoma');
    expect(manifest.theme_color).toBe('#dc2626');
    expect(manifest.display).toBe('standalone');
  });

  it('has plain and maskable icons', () => {
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(2);
    expect(manifest.icons.map((icon) => icon.sizes)).toContain('512x512');
  });

  it('has shortcuts to the ROI calculator, the assessment and insights, each to a real page', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/#roi-calculator', '/#assessment', '/insights']);
    for (const shortcut of manifest.shortcuts) {
      const path = shortcut.url.split('#')[0] || '/';
      expect(findPage(path), shortcut.url).toBeDefined();
      expect(Object.keys(linkTargets)).not.toContain(path);
    }
  });
});
