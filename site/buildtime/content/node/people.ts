import sharp from 'sharp';

import type { Person } from '../../../app/content/people.ts';
import { publishedPeople, siteFolder } from '../readContent.ts';

/**
 * `#content/people` outside Vite (the type checker, Vitest, Playwright and the build's config; the
 * "imports" of site/package.json): the published people, each photograph as its original file, without the smaller
 * copies the build makes.
 */
const people: Person[] = await Promise.all(
  publishedPeople(siteFolder).map(async ({ person, photo }) => {
    if (!photo) return person;
    const { width, height } = await sharp(photo.file).metadata();
    return { ...person, photo: { src: photo.file, width, height, alt: photo.alt, sources: [], placeholder: '' } };
  }),
);
export default people;
