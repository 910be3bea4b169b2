import { screenPage } from '../content/pages';
import { OfflinePage } from '../pages/offline/OfflinePage';
import { screenMeta } from './screen';
import type { Route } from './+types/offline';

export const meta: Route.MetaFunction = screenMeta;

/** /offline: what the installed app shows for a page it cannot open without a connection. */
export default function Offline() {
  return <OfflinePage page={screenPage('offline')} />;
}
