import { redirect } from 'react-router';

import { linkTargets } from '../content/linkTargets';
import { currentLanguage, pathIn, siteLanguage } from '../language';
import type { Route } from './+types/redirect';

/**
 * An address the route table doesn't map, sent on to the screen that serves it (see
 * content/linkTargets.ts). Prerendered as a permanent redirect page for static hosts.
 */
export function loader({ request }: Route.LoaderArgs) {
  // The address within this edition: the French edition's are under /fr (app/language.ts).
  const { base } = currentLanguage;
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
  const path = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  const target = linkTargets[path];
  if (!target) throw new Response('Not Found', { status: 404 });
  return redirect(pathIn(siteLanguage, target), 301);
}

export default function Redirect() {
  return null;
}
