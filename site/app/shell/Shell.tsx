import { Box, DesignSystemProvider, SkipLink, ToastProvider } from '@akoma/design-system';
import type { ReactNode } from 'react';

import { AppBanners } from '../pwa/AppBanners';
import { RouterLink } from '../RouterLink';
import { AuthCallback } from '../supabase/AuthCallback';
import { Footer } from './Footer';
import { Header } from './Header';

export const mainContentId = 'main-content';

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
        <Footer />
      </ToastProvider>
    </DesignSystemProvider>
  );
}
