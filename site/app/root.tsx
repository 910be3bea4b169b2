import { akomaTheme, DesignSystemProvider, themeColour } from '@akoma/design-system';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

import { RouterLink } from './RouterLink';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={akomaTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content={themeColour} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <DesignSystemProvider linkComponent={RouterLink}>
      <Outlet />
    </DesignSystemProvider>
  );
}
