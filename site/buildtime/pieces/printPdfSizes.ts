import { fileURLToPath } from 'node:url';

import { siteLanguage } from '../../app/language.ts';
import { normaliseOrigin } from '../../app/seo/origin.ts';
import { linkedPdfs, linkedPdfSizes } from './editionPdfs.ts';
import { readCollection } from './readCollection.ts';

/**
 * Prints, as JSON, the bytes of each PDF the edition of SITE_LANGUAGE links, by slug, as the build
 * states them: what `pdfSizes` of `virtual:pieces` holds outside Vite (./entries.node.ts runs it).
 *
 *   node --import tsx site/buildtime/pieces/printPdfSizes.ts
 */
const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const sizes = await linkedPdfSizes(
  linkedPdfs(siteDirectory, siteLanguage, (language) => readCollection(siteDirectory, language)),
  normaliseOrigin(process.env.VITE_SITE_ORIGIN),
);
process.stdout.write(JSON.stringify(sizes));
