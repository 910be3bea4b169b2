import { fileURLToPath } from 'node:url';

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';

import { vanillaExtract } from '../vite.config.ts';
import { contentPlugin } from './buildtime/contentPlugin.ts';
import { eventsPlugin } from './buildtime/eventsPlugin.ts';
import { keystaticPlugin } from './buildtime/keystaticPlugin.ts';
import { piecesPlugin } from './buildtime/piecesPlugin.ts';
import { englishOnlyPiecePaths, translatedPiecePaths } from './buildtime/piecePaths.ts';
import { preloadWithoutLinks } from './buildtime/preloadWithoutLinks.ts';
import { manifestJson } from './buildtime/pwaBuild.ts';
import { currentLanguage, siteLanguage } from './app/language.ts';

/**
 * A production build without its Supabase settings would talk to the local development backend:
 * say so loudly, naming the variables, so nobody deploys that by accident (supabase/README.md, "Deployment").
 */
function supabaseSettingsNotice(): Plugin {
  return {
    name: 'akoma:supabase-settings-notice',
    apply: 'build',
    configResolved(config) {
      const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !(config.env[name] as string | undefined));
      if (missing.length === 0 || config.build.ssr) return;
      const line = '!'.repeat(78);
      config.logger.warn(
        [
          line,
          `!! ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: this build talks to the LOCAL`,
          '!! development backend (http://127.0.0.1:54321). Set both for a production build;',
          '!! see supabase/README.md, "Deployment".',
          line,
        ].join('\n'),
      );
    },
  };
}

/** Serves /manifest.webmanifest in development and writes it into the client build. */
function webAppManifestFile(): Plugin {
  return {
    name: 'akoma:web-app-manifest',
    configureServer(server) {
      server.middlewares.use(`${currentLanguage.base}/manifest.webmanifest`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifestJson());
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: `${currentLanguage.base.slice(1)}${currentLanguage.base ? '/' : ''}manifest.webmanifest`,
        source: manifestJson(),
      });
    },
  };
}

const siteDirectory = fileURLToPath(new URL('.', import.meta.url));
/**
 * Where the content plugin reads the words, people and pictures (`#content/*`): site/content, or the
 * content/ folder inside SITE_CONTENT_ROOT when that is set. The bench builds the home page with
 * photographs in its hero that way, from a copy of the content (tests/bench/heroPhotographs.ts).
 * The pieces and events, which name files in site/public, are always read from site/content.
 */
const contentRoot = process.env.SITE_CONTENT_ROOT ?? siteDirectory;

export default defineConfig({
  // The language this build speaks (app/language.ts): SITE_LANGUAGE=fr builds the French edition.
  // Which pieces are in both editions (app/pieces/editions.ts); the French edition links every
  // other piece at its English address.
  define: {
    __SITE_LANGUAGE__: JSON.stringify(siteLanguage),
    __TRANSLATED_PIECE_PATHS__: JSON.stringify(translatedPiecePaths(siteDirectory)),
    __ENGLISH_ONLY_PATHS__: siteLanguage === 'fr' ? JSON.stringify(englishOnlyPiecePaths(siteDirectory)) : 'undefined',
  },
  plugins: [
    vanillaExtract(),
    // Before React Router's, which would otherwise answer /keystatic with the site's not-found page.
    keystaticPlugin(),
    reactRouter(),
    piecesPlugin(siteDirectory),
    eventsPlugin(siteDirectory),
    contentPlugin(contentRoot),
    imagetools(),
    supabaseSettingsNotice(),
    webAppManifestFile(),
    preloadWithoutLinks(),
  ],
  // Prerendering runs the app in Node: these packages ship runtime code that must go through Vite
  // (left external, sprinkles in particular fails to load under prerender).
  ssr: { noExternal: ['@vanilla-extract/sprinkles', '@vanilla-extract/recipes', '@vanilla-extract/dynamic'] },
  build: {
    // React, React DOM and React Router in one chunk: every page needs all of them at start-up, and
    // split across the entry and shared chunks they cost a file and the imports and exports
    // between them each time (about 2 KB gzipped of the home page's start-up script). It also
    // changes only when those packages do, so a release of the site leaves it in visitors' caches.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            // The design system's core (its provider, links, buttons and private helpers, and the
            // image, stat tile and toast region the home page starts with), which every page uses, in
            // one chunk. Left to the bundler, a lazily loaded part that shares a few of these modules
            // (the tooltip shares clsx and the helpers) splits them into several small chunks, and
            // each page then loads more files for the same code.
            {
              name: 'design-system-core',
              test: /design-system[\\/]src[\\/](?:private[\\/](?!parts[\\/]field)|Provider[\\/]|ButtonLink[\\/]|Link[\\/]|Button[\\/]|Inline[\\/]|Stack[\\/]|Container[\\/]|Heading[\\/]|Text[\\/]|Image[\\/]|StatTile[\\/]|VisuallyHidden[\\/]|Toast[\\/]Toast\.tsx$)|tokens[\\/]src[\\/]breakpoints|node_modules[\\/]clsx[\\/]/,
            },
            // The site's own small modules that every page runs at start-up (the stored session, the
            // Supabase client's loader, the hydration flag, the deferred parts, the sections drawn
            // after a new page's first frame, the hand-over of what was typed before hydration, the
            // brand, the contact details, the head tags and the address's fragment an Auth link
            // brought): one chunk, not one file each.
            {
              name: 'site-core',
              test: /site[\\/]app[\\/](?:supabase[\\/](?:client|session|settings|arrivalFragment)\.ts|useHydrated\.ts|pwa[\\/]installPrompt\.ts|content[\\/](?:linkTargets|brand|contactDetails)\.ts|language\.ts|content[\\/]pictures\.ts|shell[\\/]LanguageSwitcher\.tsx|seo[\\/]headTags\.ts|performance[\\/](?:deferred\.tsx|deferred\.css\.ts.*|domState\.ts|heldPress\.ts|hydratedApart\.tsx|AfterFirstFrame\.tsx|afterFirstFrame\.css\.ts.*|routeChunks\.ts|lighterHero\.ts|connection\.ts))$/,
            },
            // What the pages other than home are built from (sections, cards, lists, tiles, fields,
            // the screen around a page, its hero, and the note of a goal reached) in one chunk: bundled by which pages share each,
            // they were a dozen files of half a kilobyte, and every file costs a phone's main thread
            // on its own (tests/bench/budgets.ts, startupScripts). The home page starts without it.
            {
              name: 'pages',
              test: /design-system[\\/]src[\\/](?:Section|Card|List|Tiles|Badge|Columns|Quote|Table|Illustration|TextField|private[\\/]parts[\\/]field)[\\/]|design-system[\\/]src[\\/]Tooltip[\\/]Tooltip\.tsx$|site[\\/]app[\\/](?:routes[\\/]screen\.tsx|pages[\\/]PageHero\.tsx|pages[\\/]shared[\\/](?:screen|NotFoundContent|inPageLinkTo)\.tsx|content[\\/]contentIcons\.ts|format\.ts|fileSizes\.ts|members[\\/]returnTo\.ts|forms[\\/]email\.ts|analytics[\\/]goals\.ts)$|akoma-content:fileSizes$/,
            },
            // A piece's member controls, Save and Follow (with the followed topics, the topics' names and
            // Follow's words), in one chunk: each page that offers them (a piece, the insights lists,
            // IndyCircle, the assessment's results) imports them from different places, and left to
            // the bundler they were four small files more at a piece's start-up.
            {
              name: 'member-controls',
              test: /site[\\/]app[\\/](?:members[\\/](?:SavePieceButton\.tsx|savedPieces\.ts|FollowTopic\.tsx|followedTopics\.ts|topicNames\.ts)|pieces[\\/]tagTopicKey\.ts)$|akoma-content:(?:followWords|topicCategoryNames)$/,
            },
          ],
        },
      },
    },
    // One stylesheet for the whole site instead of one per component chunk: split, a page links
    // about twenty render-blocking files that together weigh more than all the site's CSS in one
    // file, while one file is fetched once and the next page needs no CSS at all. React Router
    // links it from the root route.
    cssCodeSplit: false,
    // Never inline a font as a data: URL (Vite inlines files under 4 KB, such as a small Fontsource
    // subset): the Content-Security-Policy allows fonts from 'self' only (buildtime/security.ts).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  // The prerender build keeps its CSS attached to its chunks, so React Router discards it instead
  // of copying a second, unused stylesheet into the client build.
  environments: { ssr: { build: { cssCodeSplit: true } } },
  // The design system's own words in this edition's language: each build carries only its own.
  // (site/package.json's "imports" gives the English ones to the type checker and the tests.)
  resolve: {
    alias: {
      '#edition/design-system-messages': fileURLToPath(new URL(`./app/edition/designSystemMessages.${siteLanguage}.ts`, import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true },
  // Where the dev server keeps its pre-bundled dependencies; a test of a fresh clone's first visits
  // points it at an empty folder of its own (tests/dev).
  cacheDir: process.env.SITE_VITE_CACHE_DIR,
  // The dev server pre-bundles the packages the pages import. One it meets only later (in code a
  // page imports lazily, such as the home page's lower sections or the member menu) makes it
  // re-bundle and reload the page under the visitor, wiping what they typed. So it reads every
  // source file of the site and of the linked design system up front, and the packages imported
  // only from code it cannot follow (vanilla-extract's compiled styles) are named. tests/dev checks
  // that a fresh clone's first visits to every page and part never reload.
  optimizeDeps: {
    // The content editor's page (buildtime/keystaticPlugin.ts) is an entry of its own.
    entries: [
      'app/**/*.{ts,tsx}',
      'buildtime/keystatic/admin.ts',
      '../design-system/src/**/*.{ts,tsx}',
      '!**/*.{test,stories}.{ts,tsx}',
      '!**/*.css.ts',
    ],
    include: [
      '@ariakit/react',
      '@ariakit/utils',
      '@supabase/supabase-js',
      '@vanilla-extract/dynamic',
      '@vanilla-extract/private',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'clsx',
      'embla-carousel',
      'embla-carousel-autoplay',
      'lucide-react',
    ],
  },
});
