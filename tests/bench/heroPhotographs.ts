import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse, stringify } from 'yaml';

import { madePhotograph } from '../../site/buildtime/content/madePhotograph.ts';

const siteDirectory = fileURLToPath(new URL('../../site/', import.meta.url));

/** The size of the stand-in photographs: larger than the hero's widest copy, as a real one would be. */
export const heroPhotographSize = { width: 2400, height: 1600 } as const;

/**
 * For `npm run bench -- --hero-photographs`: a copy of site/content (but its pieces and events) in a
 * temporary folder whose home hero shows a photograph in every picture, as the content editor saves
 * them (pages/home-hero/slides/<n>/photo.jpg), made by site/buildtime/content/madePhotograph.ts
 * (grainy, so as heavy as a real photograph). The build reads it through SITE_CONTENT_ROOT
 * (site/vite.config.ts). Returns the folder and the photographs' sizes in bytes.
 */
export async function contentWithHeroPhotographs(): Promise<{ root: string; bytes: number[] }> {
  const root = mkdtempSync(join(tmpdir(), 'akoma-bench-content-'));
  // The pieces and events are read from site/content whatever the root (site/vite.config.ts).
  cpSync(join(siteDirectory, 'content'), join(root, 'content'), {
    recursive: true,
    filter: (source) => !/[/\\]content[/\\](pieces|events)([/\\]|$)/.test(source),
  });
  const heroFile = join(root, 'content', 'pages', 'home-hero.yaml');
  // Both languages' documents name the same photograph (the file holds the English and the French
  // side by side; site/buildtime/content/bilingual.ts).
  const hero = parse(readFileSync(heroFile, 'utf8')) as Record<'en' | 'fr', { slides: Record<string, unknown>[] }>;
  const bytes: number[] = [];
  for (const [index] of hero.en.slides.entries()) {
    const folder = join(root, 'content', 'pages', 'home-hero', 'slides', String(index));
    mkdirSync(folder, { recursive: true });
    const photograph = await madePhotograph(heroPhotographSize.width, heroPhotographSize.height);
    writeFileSync(join(folder, 'photo.jpg'), photograph);
    bytes.push(photograph.length);
    for (const document of [hero.en, hero.fr])
      document.slides[index] = { ...document.slides[index], photo: `slides/${String(index)}/photo.jpg` };
  }
  writeFileSync(heroFile, stringify(hero));
  return { root, bytes };
}
