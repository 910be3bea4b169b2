import { Box, DesignSystemProvider, SkipLink, ToastProvider } from '@akoma/design-system';
import type { ReactNode } from 'react';

// Listens for the browser's install offer from the start, before the banners' code has loaded.
import '../pwa/installPrompt';
import designSystemMessages from '#edition/design-system-messages';
import { RouterLink } from '../RouterLink';
import { AuthCallback } from '../supabase/AuthCallback';
import { deferredPart } from '../performance/deferred';
import { HydratedApart } from '../performance/hydratedApart';
import { Header } from './Header';

export const mainContentId = 'main-content';

/**
 * The footer (its link columns, contact details and the newsletter form with its validation) is
 * in every prerendered page, but its code waits for the visitor's first move or for the footer to
 * come into view (performance/deferred.tsx): it is never part of the first screen's start-up.
 */
const Footer = deferredPart({ name: 'footer', load: () => import('./Footer'), until: 'use' });

/**
 * The line suggesting the other edition: in every page's HTML and shown before the first paint when
 * it applies (app/language.ts), its code waits for the visitor's first move or for it to show.
 */
const LanguageSuggestion = deferredPart({ name: 'language-suggestion', load: () => import('./LanguageSuggestion'), until: 'use' });

/**
 * The installed-app notices (offline, update ready, install) are closed when a page opens, so
 * their code, and the service worker's registration with it, waits until the page is idle.
 */
const AppBanners = deferredPart({ name: 'app-banners', load: () => import('../pwa/AppBanners'), until: 'idle' });

/**
 * The frame every page shares: skip link, sticky header, the page's main content, footer. The header
 * and the page are hydrated apart, each after the frame (performance/hydratedApart.tsx), so React
 * takes the page over in a few shorter tasks instead of one long one.
 */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <DesignSystemProvider linkComponent={RouterLink} messages={designSystemMessages}>
      <ToastProvider>
        <AuthCallback />
        <SkipLink targetId={mainContentId} />
        <LanguageSuggestion />
        <HydratedApart>
          <Header />
        </HydratedApart>
        <AppBanners />
        {/* Focusable so the skip link and route changes can move focus here. */}
        <Box render={<main />} id={mainContentId} tabIndex={-1}>
          <HydratedApart>{children}</HydratedApart>
        </Box>
        <Footer />
      </ToastProvider>
    </DesignSystemProvider>
  );
}
