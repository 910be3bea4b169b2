import { ButtonLink, IconUser, Menu, MenuItem, useToast, VisuallyHidden } from '@akoma/design-system';

import { headerNavigation } from '../content/navigation';
import { signOut } from '../members/account';
import { useMember } from '../supabase/session';
import { useAuthEvents } from '../supabase/useAuthEvents';

/**
 * The header's account corner: "Sign in" for visitors; for a signed-in IndyCircle member, a menu
 * button (a person, named "Hi, <first name>") with IndyCircle, Account and Sign out. It reads the stored session
 * directly and follows Auth's events, so a sign-out elsewhere or an expired session never leaves a
 * name behind.
 */
export function MemberActions() {
  const member = useMember();
  const toast = useToast();
  useAuthEvents(member !== null);

  if (!member) {
    return (
      <ButtonLink href={headerNavigation.signIn.href} variant="ghost">
        {headerNavigation.signIn.label}
      </ButtonLink>
    );
  }

  const { circle, account, signOut: signOutCopy } = headerNavigation;
  return (
    // The person icon alone in the bar: at 1280 px the full navigation leaves room for a button the
    // size of Sign in, not for a name. Screen readers hear the greeting as the button's name.
    <Menu
      label={<VisuallyHidden>{`Hi, ${member.firstName ?? member.email}`}</VisuallyHidden>}
      variant="ghost"
      icon={<IconUser />}
      placement="bottom-end"
    >
      <MenuItem href={circle.href}>{circle.label}</MenuItem>
      <MenuItem href={account.href}>{account.label}</MenuItem>
      <MenuItem
        onClick={() => {
          signOut('local').then(
            () => {
              toast.info(signOutCopy.done);
            },
            () => {
              toast.error(signOutCopy.failed);
            },
          );
        }}
      >
        {signOutCopy.label}
      </MenuItem>
    </Menu>
  );
}
