import webApp from '#content/webApp';

import { resolveLink } from '../content/linkTargets.ts';

/**
 * The web app manifest, built from its words (site/content/site/web-app.yaml) and the brand
 * colour. The build writes it to /manifest.webmanifest (site/vite.config.ts) and the development
 * server serves it there too.
 */
export function webAppManifest(themeColour: string, backgroundColour: string) {
  return {
    id: '/',
    name: webApp.name,
    short_name: webApp.shortName,
    description: webApp.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour,
    background_color: backgroundColour,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: webApp.shortcuts.map((shortcut) => ({
      name: shortcut.name,
      short_name: shortcut.shortName,
      description: shortcut.description,
      // An old address (/tools/roi-calculator) goes to the page that serves it, never the not-found page.
      url: resolveLink(shortcut.url),
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    })),
  };
}
