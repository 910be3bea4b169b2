import { screenPage } from '../content/pages';
import { NewPasswordPage } from '../pages/auth/NewPasswordPage';
import { screenMeta } from './screen';
import type { Route } from './+types/new-password';

export const meta: Route.MetaFunction = screenMeta;

/** Where a password-reset link lands: set a new password, then carry on signed in. */
export default function NewPassword() {
  return <NewPasswordPage page={screenPage('newPassword')} />;
}
