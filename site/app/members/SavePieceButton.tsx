import { Link, SaveToggle, Stack, Text, useToast, type SaveToggleProps } from '@akoma/design-system';
import { useState } from 'react';
import { useLocation } from 'react-router';

import circle from '#content/circle';

import { isRowCapRefusal } from './memberRows';
import { signInHref } from './returnTo';
import { setPieceSaved, useSavedPieces } from './savedPieces';
import { useReturnedAction } from './useReturnedAction';

/** The query parameter that carries a visitor's Save through signing in: ?save=<slug>. */
export const saveParameter = 'save';

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
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const saved = items.some((item) => item.slug === slug);
  // A full library says so: pressing Save again would not help.
  const saveFailure = (error: unknown) => (isRowCapRefusal(error) ? circle.save.full : circle.save.failed).replace('{title}', title);

  const change = async (save: boolean) => {
    setBusy(true);
    try {
      await setPieceSaved(slug, save);
    } catch (error) {
      toast.error(save ? saveFailure(error) : circle.save.removeFailed.replace('{title}', title));
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in (or the confirmation e-mail) with ?save=<slug>: save it and say so.
  useReturnedAction({
    parameter: saveParameter,
    value: slug,
    ready: member && status === 'ready',
    act: () => {
      setPieceSaved(slug, true).then(
        () => {
          toast.success(circle.save.savedOnReturn.replace('{title}', title));
        },
        (error: unknown) => {
          toast.error(saveFailure(error));
        },
      );
    },
  });

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
          {circle.save.invitation} <Link href={signInHref(returnPath)}>{circle.save.signIn}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
