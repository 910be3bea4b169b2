import copy from '#content/account';

import { changePassword } from '../../members/account';
import { AccountPanel } from './AccountPanel';
import { NewPasswordForm } from './NewPasswordForm';

/** A new password for a signed-in member; Auth signs them out on their other devices. */
export function PasswordPanel() {
  return (
    <AccountPanel heading={copy.password.heading} intro={copy.password.intro}>
      <NewPasswordForm
        submitLabel={copy.password.submit}
        busyLabel={copy.password.busy}
        send={changePassword}
        doneMessage={copy.password.changed}
      />
    </AccountPanel>
  );
}
