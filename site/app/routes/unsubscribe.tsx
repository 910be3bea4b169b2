import { screenPage } from '../content/pages';
import { UnsubscribePage } from '../pages/unsubscribe/UnsubscribePage';
import { screenMeta } from './screen';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = screenMeta;

/** /circle/unsubscribe: stops one kind of IndyCircle e-mail from the link in it, on a press. */
export default function Unsubscribe() {
  return <UnsubscribePage page={screenPage('unsubscribe')} />;
}
