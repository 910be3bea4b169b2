/**
 * What every page of the stand-in microsite shares. It installs the built @akoma/design-system
 * package (from design-system/dist, through tests/consumer/node_modules) and imports it the way a
 * real microsite would: the global styles explicitly, the components entry, and no theme of the
 * library's: its own Kijani theme is made with `makeTheme` in `kijani.css.ts`.
 */
import '@akoma/design-system/reset';

import { Container, DesignSystemProvider, Inline, Link, SkipLink, Stack, webFontsAttribute } from '@akoma/design-system';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import { kijaniTheme } from './kijani.css';

const mainId = 'main';

/** Applies the Kijani theme to the document and renders one page with the microsite's header. */
export function renderPage(page: ReactNode) {
  document.documentElement.classList.add(kijaniTheme);
  // The themes use the web fonts once the page has painted (a prerendered page inlines the library's
  // webFontsAfterFirstPaint script instead).
  requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute(webFontsAttribute, ''), 0));

  const root = document.getElementById('root');
  if (!root) throw new Error('consumer: #root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <DesignSystemProvider>
        <SkipLink targetId={mainId} />
        <Container render={<header />} paddingY="medium">
          <Inline space="large" render={<nav aria-label="Kijani" />}>
            <Link href="/">Home</Link>
            <Link href="/apply.html">Apply</Link>
          </Inline>
        </Container>
        <Container render={<main id={mainId} tabIndex={-1} />} paddingY="xlarge">
          <Stack space="large">{page}</Stack>
        </Container>
      </DesignSystemProvider>
    </StrictMode>,
  );
}
