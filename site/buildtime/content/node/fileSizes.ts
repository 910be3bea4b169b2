import { readSingleton, siteFolder } from '../readContent.ts';
import { contentModules } from '../registry.ts';

/** `#content/fileSizes` outside Vite (the type checker, Vitest, Playwright and the build's config; the "imports" of site/package.json). */
const entry = contentModules.fileSizes;
export default readSingleton(siteFolder, entry);
