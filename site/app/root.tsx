import '@akoma/design-system/reset';

import {
  cascadeLayers,
  Container,
  Heading,
  afterNextFrame,
  letWebFontsIn,
  siteHeaderScrollPadding,
  Stack,
  Text,
  themeColour,
  webFontsAfterFirstPaint,
} from '@akoma/design-system';
import { akomaTheme } from '@akoma/design-system/themes/akoma';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from 'react-router';

import failedPage from '#content/failedPage';

import type { Route } from './+types/root';
import { currentLanguage, languageChoiceScript, pathIn, siteLanguage } from './language';
import { holdPressesScript } from './performance/heldPress';
import { savesData } from './performance/connection';
import { whenPageIsIdle } from './performance/deferred';
import { startHandingOver } from './performance/hydratedApart';
import { fetchRouteChunksTogether } from './performance/routeChunks';
import { HeadTags } from './seo/HeadTags';
import { mainContentId, Shell } from './shell/Shell';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: pathIn(siteLanguage, '/manifest.webmanifest') },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The inline script below marks <html> once the web fonts have arrived (data-web-fonts), which
    // may be before React hydrates: that attribute is expected to differ from the prerendered one.
    // Its scroll padding is there from the start, in the form the header writes once it has measured
    // itself: a value change the browser applies to the root alone (see siteHeaderScrollPadding).
    <html
      lang={currentLanguage.htmlLang}
      className={akomaTheme}
      style={{ scrollPaddingTop: siteHeaderScrollPadding }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        {/* Holds a press made before React runs the page (performance/heldPress.ts). */}
        {/* Inline scripts have run by the time React hydrates, and React keeps them as they are: only
            the prerendered page needs their text, so the browser's bundle leaves it out. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? holdPressesScript() : '' }} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content={themeColour} />
        {/* The cascade layer order, before any stylesheet (see the design system's cascadeLayers); like
            the inline scripts, only the prerendered page needs its text. */}
        <style suppressHydrationWarning>{import.meta.env.SSR ? cascadeLayers : ''}</style>
        {/* Text is drawn in local faces until the page has painted; then the web fonts swap in. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webFontsAfterFirstPaint : '' }} suppressHydrationWarning />
        {/* Marks <html> for the line suggesting the other edition, before the first paint, and
            remembers a language chosen (app/language.ts). */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? languageChoiceScript() : '' }} suppressHydrationWarning />
        <HeadTags />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <StartUpScripts />
      </body>
    </html>
  );
}

/**
 * React Router's start-up scripts and their `<link rel="modulepreload">`s, rendered once. `<Scripts>`
 * renders them until the page has hydrated and nothing after, so on the first navigation React took
 * a dozen links out of `<head>`; taking out (or adding) any `<link>` makes the browser restyle the
 * whole page, 20 ms on the home page on a fast machine and about 300 ms on a slow phone, in the
 * middle of the navigation. Given the contexts it was prerendered with (the router's state, and the
 * framework's, which React Router makes anew as it renders), and the same element each time, it
 * never renders again: the links stay, pointing at modules that have long run.
 */
function StartUpScripts() {
  const routerState = useContext(DataRouterStateContext);
  const framework = useContext(FrameworkContext);
  const [startUp] = useState(() => ({ routerState, framework }));
  const scripts = useMemo(() => <Scripts />, []);
  return (
    <FrameworkContext.Provider value={startUp.framework}>
      <DataRouterStateContext.Provider value={startUp.routerState}>{scripts}</DataRouterStateContext.Provider>
    </FrameworkContext.Provider>
  );
}

/**
 * After a client-side navigation to another page, focus moves to the new page's main content, so
 * keyboard and screen-reader users start reading the new page rather than from wherever the old
 * link was. A change of the fragment alone is not a new page (supabase-js, for one, clears the
 * sign-in fragment from the address): focus stays where the visitor put it.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const shownPathname = useRef(pathname);
  // The web fonts, if they have arrived, come in with a new page (see the design system's
  // webFontsAfterFirstPaint), just after its first frame: restyling the whole page in new faces in
  // that frame would hold the new page's heading back (230 ms at the bench's slow CPU).
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    return afterNextFrame(letWebFontsIn);
  }, [pathname]);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (hash) return;
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export default function App() {
  useEffect(() => fetchRouteChunksTogether(), []);
  // Its observers read what happened before they started, so its code need not be in the start-up
  // (nor the measurement's, which it starts: analytics/events.ts). It is asked for once the page is
  // idle, in a task of its own (asking for a module, working out and fetching its chunks, in the
  // same task as the hand-over below made one task too long for a slow phone); under a data saver,
  // on the visitor's first move, like every part nobody has used yet (performance/deferred.tsx).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // A slow connection or a data saver is marked at once, as the monitoring would: reduced motion, pictures lazily.
    if (savesData()) Object.assign(document.documentElement.dataset, { motion: 'reduce', connection: 'slow' });
    void whenPageIsIdle()
      .then(() => (stopped ? undefined : import('./performance/monitoring')))
      .then((monitoring) => {
        if (monitoring && !stopped) stop = monitoring.startPerformanceMonitoring();
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  // What the visitor typed, chose or pressed before React took the page over is on screen but not
  // in React's state: handed over as React takes over each control (performance/hydratedApart.tsx).
  // Deferred parts hand theirs over when their code runs (performance/deferred.tsx).
  useEffect(() => startHandingOver(), []);
  useFocusMainOnNavigation();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** What a failing route shows: "Unexpected Application Error!" with the status and its text, or the error's message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${String(error.status)} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : failedPage.fallback;
  return (
    <Shell>
      <Container paddingY="xxxlarge">
        <Stack space="large">
          <Heading level={1}>{failedPage.heading}</Heading>
          <Text size="large">{detail}</Text>
        </Stack>
      </Container>
    </Shell>
  );
}
