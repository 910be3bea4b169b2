import { useEffect } from 'react';
import { useLocation } from 'react-router';

import errors from '#content/errors';

import { sharingTags } from '../seo/headTags';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import type { Route } from './+types/not-found';

const { title: notFoundTitle, description: notFoundDescription } = errors.notFound;

/**
 * Full metadata for a page that is not there, kept out of search results and with no canonical
 * address of its own (so no og:url either).
 */
export function meta(): Route.MetaDescriptors {
  return [
    { title: notFoundTitle },
    { name: 'description', content: notFoundDescription },
    { name: 'robots', content: 'noindex' },
    ...sharingTags(notFoundTitle, notFoundDescription),
  ];
}

/** The not-found page, for any address no route matches: 404, "Oops! Page not found", a way home; the path is logged. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Information for whoever reads the console, not an error of the page: it works as it should.
    if (pathname !== '/404') console.info('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <NotFoundContent />;
}
