import sharp from 'sharp';

import type { Organisation } from '../../../app/content/organisations.ts';
import { publishedOrganisations, siteFolder } from '../readContent.ts';

/**
 * `#content/organisations` outside Vite (the type checker, Vitest, Playwright and the build's
 * config; the "imports" of site/package.json): the listed organisations, each logo as its original
 * file, without the copies the build makes.
 */
const organisations: Organisation[] = await Promise.all(
  publishedOrganisations(siteFolder).map(async ({ organisation, logo }) => {
    const { width, height } = await sharp(logo).metadata();
    return { ...organisation, logo: { src: logo, width, height, alt: organisation.name, sources: [] } };
  }),
);
export default organisations;
