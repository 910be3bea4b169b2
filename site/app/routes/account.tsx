import { screenPage } from '../content/pages';
import { AccountPage } from '../pages/account/AccountPage';
import { screenMeta } from './screen';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = screenMeta;

/** A member's IndyCircle account; a visitor is offered sign-in. No redirect either way. */
export default function Account() {
  return <AccountPage page={screenPage('account')} />;
}
