import { useToast } from '@akoma/design-system';
import { useNavigate } from 'react-router';

import copy from '#content/account';
import newPasswordContent from '#content/newPassword';

import { changePassword } from '../../members/account';
import { NewPasswordForm } from '../account/NewPasswordForm';

/**
 * The new-password form as the reset link's page uses it: once the password is set, the person is
 * told so and goes on to IndyCircle, signed in. Its code is fetched only when a reset link or a
 * signed-in member makes the form likely (./NewPasswordPage.tsx).
 */
export default function SetNewPassword() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      submitLabel={copy.password.submit}
      busyLabel={copy.password.busy}
      send={async (password) => {
        await changePassword(password);
        toast.success(newPasswordContent.done);
        void navigate('/circle', { replace: true });
      }}
    />
  );
}
