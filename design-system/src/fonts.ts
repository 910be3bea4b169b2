// The brand's web fonts, self-hosted from Fontsource packages: Vite copies the woff2 files into the
// build, so no page ever asks a font host. Each family ships subsets by unicode-range and the
// browser only downloads the ones a page uses (Latin for English and French). They are not
// preloaded: the first paint uses metric-matched local faces (./styles/fallbackFonts.css.ts) and
// the web fonts replace them, without moving anything, once they arrive.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/fallbackFonts.css';
