import sharp from 'sharp';

import type { HomeHero } from '../../../app/content/schema/home.ts';
import { heroWithPhotoFiles, siteFolder } from '../readContent.ts';

/**
 * `#content/homeHero` outside Vite (the type checker, Vitest, Playwright and the build's config; the
 * "imports" of site/package.json): the hero's content, each photograph as its original file,
 * without the smaller copies the build makes.
 */
const { hero, photos } = heroWithPhotoFiles(siteFolder);
const homeHero: HomeHero = {
  ...hero,
  slides: await Promise.all(
    hero.slides.map(async ({ src, alt, width, height }, index) => {
      const slide = { src, alt, width, height };
      const photo = photos[index];
      if (!photo) return slide;
      const size = await sharp(photo.file).metadata();
      return { ...slide, photo: { src: photo.file, width: size.width, height: size.height, alt: photo.alt, sources: [], placeholder: '' } };
    }),
  ),
};
export default homeHero;
