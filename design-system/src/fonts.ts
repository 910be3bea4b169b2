// The brand's web fonts, self-hosted from Fontsource packages: Vite copies the woff2 files into the
// build, so no page ever asks a font host. Each family ships subsets by unicode-range and the
// browser only downloads the ones a page uses (Latin for English and French).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/**
 * The Latin faces of the two families (headings and body text), the ones any English or French
 * page draws its first screen with. An app preloads them (`<link rel="preload" as="font"
 * type="font/woff2" crossorigin>`) so text is drawn in its own font from the start instead of in a
 * fallback whose different metrics move the page when the font arrives. Same files, same URLs as
 * the stylesheets above use, so nothing is fetched twice.
 */
export const fontPreloads: readonly string[] = [jakartaLatin, interLatin];
