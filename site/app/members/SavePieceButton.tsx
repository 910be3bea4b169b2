import { Link, SaveToggle, Stack, Text, useToast, type SaveToggleProps } from '@akoma/design-system';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { circleCopy } from '../content/circle';
import { signInHref } from './returnTo';
import { setPieceSaved, useSavedPieces } from './savedPieces';

/** The query parameter that carries a visitor's Save through signing in: ?save=<slug>. */
export const saveParameter = 'save';

/** Saves made on return from signing in, once each, however many controls show the piece. */
const appliedReturns = new Set<string>();

interface SavePieceButtonProps {
  slug: string;
  title: string;
  size?: SaveToggleProps['size'];
  variant?: SaveToggleProps['variant'];
}

/**
 * Save for a piece. A member's press saves it at once (undone with an error toast if the database
 * refuses). A visitor's press invites them to sign in or join, with a link that brings them back
 * here with ?save=<slug>; back on this page and signed in, the piece is saved for them.
 */
export function SavePieceButton({ slug, title, size = 'small', variant = 'secondary' }: SavePieceButtonProps) {
  const { member, status, items } = useSavedPieces();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const saved = items.some((item) => item.slug === slug);

  const change = async (save: boolean) => {
    setBusy(true);
    try {
      await setPieceSaved(slug, save);
    } catch {
      toast.error(save ? circleCopy.save.failed(title) : circleCopy.save.removeFailed(title));
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in (or the confirmation e-mail) with ?save=<slug>: save it, say so, and drop
  // the parameter so a reload does not do it again.
  const returning = new URLSearchParams(location.search).get(saveParameter) === slug;
  useEffect(() => {
    if (!returning || !member || status !== 'ready' || appliedReturns.has(slug)) return;
    appliedReturns.add(slug);
    // The address as it is now (supabase-js has already taken the session out of the fragment,
    // which the router's location does not know), without the parameter and never with a token.
    const current = new URL(window.location.href);
    current.searchParams.delete(saveParameter);
    const hash = current.hash.includes('access_token') ? '' : current.hash;
    void navigate({ pathname: current.pathname, search: current.search, hash }, { replace: true });
    setPieceSaved(slug, true).then(
      () => {
        toast.success(circleCopy.save.savedOnReturn(title));
      },
      () => {
        toast.error(circleCopy.save.failed(title));
      },
    );
  }, [returning, member, status, slug, title, toast, navigate]);

  const returnPath = `${location.pathname}?${new URLSearchParams({ [saveParameter]: slug }).toString()}`;

  return (
    <Stack space="xsmall" align="left">
      <SaveToggle
        pressed={saved}
        itemName={title}
        size={size}
        variant={variant}
        busy={busy || (member && status === 'loading')}
        onPressedChange={(pressed) => {
          if (!member) {
            setInvited(true);
            return;
          }
          void change(pressed);
        }}
      />
      {invited && !member ? (
        <Text role="status" size="small">
          {circleCopy.save.invitation} <Link href={signInHref(returnPath)}>{circleCopy.save.signIn}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
