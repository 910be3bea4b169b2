import { ButtonLink } from '@akoma/design-system';
import { lazy, Suspense } from 'react';

import headerNavigation from '#content/navigation';

import { useMember } from '../supabase/session';

const MemberMenu = lazy(() => import('./MemberMenu'));

/**
 * The header's account corner: "Sign in" for visitors; for a signed-in IndyCircle member, their
 * menu (MemberMenu), whose code loads only when a member is signed in. It reads the stored session
 * directly, so a visitor's page loads neither the menu nor supabase-js for it.
 */
export function MemberActions() {
  const member = useMember();
  if (!member) {
    return (
      <ButtonLink href={headerNavigation.signIn.href} variant="ghost">
        {headerNavigation.signIn.label}
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberMenu member={member} />
    </Suspense>
  );
}
