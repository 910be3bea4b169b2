import { Box, DesignSystemProvider, SkipLink, ToastProvider } from '@akoma/design-system';
import { Suspense, type ReactNode } from 'react';

// Listens for the browser's install offer from the start, before the banners' code has loaded.
import '../pwa/installPrompt';
import { RouterLink } from '../RouterLink';
import { AuthCallback } from '../supabase/AuthCallback';
import { deferredPart } from '../performance/deferred';
import { Header } from './Header';

export const mainContentId = 'main-content';

/**
 * The footer (its link columns, contact details and the newsletter form with its validation) is
 * in every prerendered page, but its code waits for the visitor's first move or for the footer to
 * come into view (performance/deferred.tsx): it is never part of the first screen's start-up.
 */
const Footer = deferredPart({ name: 'footer', load: () => import('./Footer'), until: 'use' });

/**
 * The installed-app notices (offline, update ready, install) are closed when a page opens, so
 * their code, and the service worker's registration with it, waits until the page is idle.
 */
const AppBanners = deferredPart({ name: 'app-banners', load: () => import('../pwa/AppBanners'), until: 'idle' });

/**
 * The frame every page shares: skip link, sticky header, the page's main content, footer.
 *
 * The header and the page are each in a Suspense boundary, though neither waits for anything: a
 * prerendered boundary is hydrated on its own, after the frame around it, so React takes the page
 * over in a few shorter tasks instead of one long one, and the browser can answer the visitor in
 * between. A press or a key on a part not yet hydrated makes React hydrate that part at once, and
 * then handle it.
 */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <ToastProvider>
        <AuthCallback />
        <SkipLink targetId={mainContentId} />
        <Suspense>
          <Header />
        </Suspense>
        <AppBanners />
        {/* Focusable so the skip link and route changes can move focus here. */}
        <Box render={<main />} id={mainContentId} tabIndex={-1}>
          <Suspense>{children}</Suspense>
        </Box>
        <Footer />
      </ToastProvider>
    </DesignSystemProvider>
  );
}
