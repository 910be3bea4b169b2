import { Box, DesignSystemProvider, SkipLink, ToastProvider } from '@akoma/design-system';
import { Suspense, type ReactNode } from 'react';

import { AppBanners } from '../pwa/AppBanners';
import { RouterLink } from '../RouterLink';
import { AuthCallback } from '../supabase/AuthCallback';
import { lazyWhenNeeded } from '../performance/deferred';
import { footerId } from './footerId';
import { Header } from './Header';

export const mainContentId = 'main-content';

/**
 * The footer (its link columns, contact details and the newsletter form with its validation) is
 * in every prerendered page, but its code waits for the visitor's first move or for the footer to
 * come into view (performance/deferred.tsx): it is never part of the first screen's start-up.
 */
const Footer = lazyWhenNeeded(footerId, () => import('./Footer'));

/** The frame every page shares: skip link, sticky header, the page's main content, footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <ToastProvider>
        <AuthCallback />
        <SkipLink targetId={mainContentId} />
        <Header />
        <AppBanners />
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
