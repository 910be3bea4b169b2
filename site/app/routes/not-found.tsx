import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { brand } from '../content/brand';
import { defaultSocialImage } from '../seo/headTags';
import { absoluteUrl } from '../seo/siteOrigin';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import type { Route } from './+types/not-found';

const notFoundTitle = `Page not found | ${brand.name}`;
const notFoundDescription = `This address has no page on the ${brand.name} site. Our solutions, insights and contact details are a click away from the home page.`;

/** Full metadata for a page that is not there, kept out of search results and with no canonical address of its own. */
export function meta(): Route.MetaDescriptors {
  const image = absoluteUrl(defaultSocialImage.path);
  return [
    { title: notFoundTitle },
    { name: 'description', content: notFoundDescription },
    { name: 'robots', content: 'noindex' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: notFoundTitle },
    { property: 'og:description', content: notFoundDescription },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: defaultSocialImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: notFoundTitle },
    { name: 'twitter:description', content: notFoundDescription },
    { name: 'twitter:image', content: image },
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
