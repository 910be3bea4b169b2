import { redirect } from 'react-router';

import { linkTargets } from '../content/linkTargets';
import type { Route } from './+types/redirect';

/**
 * An address the route table doesn't map, sent on to the screen that serves it (see
 * content/linkTargets.ts). Prerendered as a permanent redirect page for static hosts.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const target = linkTargets[path];
  if (!target) throw new Response('Not Found', { status: 404 });
  return redirect(target, 301);
}

export default function Redirect() {
  return null;
}
