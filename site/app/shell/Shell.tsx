import { Box, DesignSystemProvider, SkipLink, ToastProvider } from '@akoma/design-system';
import { Suspense, type ReactNode } from 'react';

import { appBannersId } from '../pwa/appBannersId';
// Listens for the browser's install offer from the start, before the banners' code has loaded.
import '../pwa/installPrompt';
import { RouterLink } from '../RouterLink';
import { AuthCallback } from '../supabase/AuthCallback';
import { lazyWhenIdle, lazyWhenNeeded } from '../performance/deferred';
import { footerId } from './footerId';
import { Header } from './Header';

export const mainContentId = 'main-content';

/**
 * The footer (its link columns, contact details and the newsletter form with its validation) is
 * in every prerendered page, but its code waits for the visitor's first move or for the footer to
 * come into view (performance/deferred.tsx): it is never part of the first screen's start-up.
 */
const Footer = lazyWhenNeeded(footerId, () => import('./Footer'));

/**
 * The installed-app notices (offline, update ready, install) are closed when a page opens, so
 * their code, and the service worker's registration with it, waits until the page is idle.
 */
const AppBanners = lazyWhenIdle(appBannersId, () => import('../pwa/AppBanners'));

/** The frame every page shares: skip link, sticky header, the page's main content, footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <ToastProvider>
        <AuthCallback />
        <SkipLink targetId={mainContentId} />
        <Header />
        <Suspense>
          <AppBanners />
        </Suspense>
        {/* Focusable so the skip link and route changes can move focus here. */}
        <Box render={<main />} id={mainContentId} tabIndex={-1}>
          {children}
        </Box>
        <Suspense>
          <Footer />
        </Suspense>
      </ToastProvider>
    </DesignSystemProvider>
  );
}
