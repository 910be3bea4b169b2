import { index, route, type RouteConfig } from '@react-router/dev/routes';

import { linkTargets } from './content/linkTargets';

/**
 * The route table. Screens with sub-routes answer any address below them (`/solutions/*`): known
 * sub-routes (content/pages.ts) keep their presets, and any other address shows the screen itself
 * (see `sectionPage`). The addresses in content/linkTargets.ts are redirects; anything else is the
 * not-found page.
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('solutions', 'routes/solutions.tsx', { id: 'solutions' }),
  route('solutions/akoma360', 'routes/akoma360.tsx'),
  route('solutions/*', 'routes/solutions.tsx', { id: 'solutions-sub' }),
  route('signature-products', 'routes/signature-products.tsx', { id: 'signature-products' }),
  route('signature-products/*', 'routes/signature-products.tsx', { id: 'signature-products-sub' }),
  route('insights', 'routes/insights.tsx', { id: 'insights' }),
  route('insights/*', 'routes/insights-sub.tsx', { id: 'insights-sub' }),
  route('impact', 'routes/impact.tsx', { id: 'impact' }),
  route('impact/*', 'routes/impact.tsx', { id: 'impact-sub' }),
  route('careers', 'routes/careers.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('partners', 'routes/partners.tsx'),
  route('ask-indy', 'routes/ask-indy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('esg-inclusion', 'routes/esg-inclusion.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('auth/new-password', 'routes/new-password.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('circle', 'routes/circle.tsx'),
  route('circle/account', 'routes/account.tsx'),
  route('circle/unsubscribe', 'routes/unsubscribe.tsx'),
  route('offline', 'routes/offline.tsx'),
  ...Object.keys(linkTargets).map((path) => route(path.slice(1), 'routes/redirect.tsx', { id: `redirect${path.replaceAll('/', '-')}` })),
  // Any other address. /404 is prerendered through this same route and copied to 404.html for static
  // hosts, so the page hydrates as the route the browser matches at whatever address it is served:
  // a separate /404 route made React rebuild the whole document (its title gone for a moment).
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
