import { Button, ButtonLink, Text, useToast } from '@akoma/design-system';
import { useState } from 'react';

import { headerNavigation } from '../content/navigation';
import { loadSupabase } from '../supabase/client';
import { announceSessionChange, useMember } from '../supabase/session';

/**
 * The header's account corner: "Sign in" for visitors; for a signed-in IndyCircle member, their
 * first name, a link to IndyCircle (their saved library) and "Sign out". It reads the stored session directly, so supabase-js is only loaded
 * when the member actually signs out.
 */
export function MemberActions() {
  const member = useMember();
  const [signingOut, setSigningOut] = useState(false);
  const toast = useToast();

  if (!member) {
    return (
      <ButtonLink href={headerNavigation.signIn.href} variant="ghost">
        {headerNavigation.signIn.label}
      </ButtonLink>
    );
  }

  const signOut = async () => {
    setSigningOut(true);
    try {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signOut();
      if (error) {
        toast.error(error.message);
        return;
      }
      announceSessionChange();
      toast.info("You're signed out");
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <Text render={<span />} size="small" weight="semibold">
        Hi, {member.firstName ?? member.email}
      </Text>
      <ButtonLink href={headerNavigation.circle.href} variant="ghost">
        {headerNavigation.circle.label}
      </ButtonLink>
      <Button variant="ghost" busy={signingOut} busyLabel="Signing out..." onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
