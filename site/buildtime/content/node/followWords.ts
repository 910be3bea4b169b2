import { readSingleton, siteFolder } from '../readContent.ts';
import { contentModules } from '../registry.ts';

/** `#content/followWords` outside Vite (the type checker, Vitest, Playwright and the build's config; the "imports" of site/package.json). */
const entry = contentModules.followWords;
export default entry.view(readSingleton(siteFolder, entry));
