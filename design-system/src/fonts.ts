// The brand's web fonts, self-hosted from Fontsource packages: Vite copies the woff2 files into the
// build, so no page ever asks a font host. Each family ships subsets by unicode-range and the
// browser only downloads the ones a page uses (Latin for English and French).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
