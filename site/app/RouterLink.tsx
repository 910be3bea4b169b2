import type { LinkComponentProps } from '@akoma/design-system';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import languageSwitcher from '#content/languageSwitcher';

import { hoverPrefetchDelay, hoverPrefetchPaths } from './content/navigation';
import { currentLanguage } from './language';
import { savesData } from './performance/connection';
import { fetchRouteChunks } from './performance/routeChunks';

/**
 * The design system renders internal links through this adapter, so they navigate client-side
 * with React Router while the library stays router-agnostic. Links to the busiest pages prefetch
 * their route's code once a pointer has rested on them for 200 ms (content/navigation.ts lists them;
 * not under a data saver, which fetches nothing ahead of use: performance/connection.ts),
 * by importing its chunks (performance/routeChunks.ts), and every link's page starts fetching when a
 * mouse button goes down on it: React Router's own prefetch adds <link>
 * elements, and every <link> added makes the browser restyle the whole page.
 * A link to a file (a path ending in an extension, such as /downloads/report.pdf) is not a route:
 * the browser fetches it itself.
 *
 * A link into the other language's edition (the language switcher's, which names the language it
 * leads to in `hrefLang`) is a page load: each edition is an app of its own (app/language.ts). So
 * is a French page's link to a page in English only (a piece not translated), at its English address, marked
 * "(en anglais)".
 */
export function RouterLink({ href, onPointerEnter, onPointerLeave, onPointerDown, children, ...props }: LinkComponentProps) {
  const path = href.split(/[?#]/)[0] ?? href;
  const prefetchable = hoverPrefetchPaths.includes(path);
  const isFile = /\.[a-z0-9]+$/i.test(path);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A file, or the other edition: the browser fetches it itself, at the address as written (not
  // under this edition's /fr).
  if (isFile || (props.hrefLang !== undefined && props.hrefLang !== currentLanguage.htmlLang)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  // The pieces' addresses, set in the French edition's bundles only (site/vite.config.ts): the
  // pieces are in English, so the French edition links them at their English addresses.
  if (typeof __ENGLISH_ONLY_PATHS__ === 'object' && __ENGLISH_ONLY_PATHS__.includes(path.replace(/(.)\/+$/, '$1'))) {
    return (
      <a
        href={href}
        hrefLang="en"
        lang="en"
        {...props}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={onPointerDown}
      >
        {children} <span lang={currentLanguage.htmlLang}>{languageSwitcher.englishOnly}</span>
      </a>
    );
  }

  return (
    <Link
      to={href}
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (prefetchable && !savesData()) timer.current = setTimeout(() => fetchRouteChunks(path), hoverPrefetchDelay);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        clearTimeout(timer.current);
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        // A mouse or pen pressed on a link clicks it a tenth of a second later, as the button comes
        // up: its page's code is on its way by then. A finger put down on a link may be starting a
        // scroll, so a touch waits for the tap.
        if (event.pointerType !== 'touch' && event.button === 0) fetchRouteChunks(path);
      }}
    >
      {children}
    </Link>
  );
}
