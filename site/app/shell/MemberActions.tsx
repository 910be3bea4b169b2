import { ButtonLink, IconUser, Menu, MenuItem, useToast } from '@akoma/design-system';

import { accountContent } from '../content/account';
import { headerNavigation } from '../content/navigation';
import { signOut } from '../members/account';
import { useMember } from '../supabase/session';
import { useAuthEvents } from '../supabase/useAuthEvents';

/**
 * The header's account corner: "Sign in" for visitors; for a signed-in IndyCircle member, a menu
 * under their first name with IndyCircle, Account and Sign out. It reads the stored session
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

  const { menu } = accountContent;
  return (
    <Menu label={`Hi, ${member.firstName ?? member.email}`} variant="ghost" icon={<IconUser />} placement="bottom-end">
      <MenuItem href={headerNavigation.circle.href}>{menu.circle}</MenuItem>
      <MenuItem href="/circle/account">{menu.account}</MenuItem>
      <MenuItem
        onClick={() => {
          signOut('local').then(
            () => {
              toast.info(accountContent.sessions.signedOut);
            },
            (error: unknown) => {
              toast.error(error instanceof Error ? error.message : accountContent.loadFailed);
            },
          );
        }}
      >
        {menu.signOut}
      </MenuItem>
    </Menu>
  );
}
