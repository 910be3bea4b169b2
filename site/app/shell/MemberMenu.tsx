import { IconUser, Menu, MenuItem, useToast, VisuallyHidden } from '@akoma/design-system';

import memberMenu from '#content/memberMenu';

import type { Member } from '../supabase/session';
import { signOut } from '../supabase/signOut';
import { useAuthEvents } from '../supabase/useAuthEvents';

/**
 * A signed-in member's menu in the header: a person icon named "Hi, <first name>" (at 1280 px the
 * full navigation leaves room for a button the size of Sign in, not for a name), with IndyCircle,
 * Account and Sign out. It follows Auth's events, so a sign-out elsewhere or an expired session
 * never leaves a name behind. Loaded only for members: visitors' pages never carry it.
 */
export default function MemberMenu({ member }: { member: Member }) {
  const toast = useToast();
  useAuthEvents();
  const { circle, account, signOut: signOutCopy } = memberMenu;
  return (
    <Menu
      label={<VisuallyHidden>{memberMenu.greeting.replace('{name}', () => member.firstName ?? member.email)}</VisuallyHidden>}
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
