import { Link, SaveToggle, Stack, Text, useToast, type SaveToggleProps } from '@akoma/design-system';
import { useState } from 'react';
import { useLocation } from 'react-router';

import copy from '#content/followWords';

import { setTopicFollowed, useFollowedTopics } from './followedTopics';
import { isRowCapRefusal } from './memberRows';
import { signInHref } from './returnTo';
import { useReturnedAction } from './useReturnedAction';

/** The query parameter that carries a visitor's Follow through signing in: ?follow=<topic key>. */
export const followParameter = 'follow';

interface FollowTopicProps {
  /** The topic's key (`wellbeing`, `future-of-work`). */
  topic: string;
  /** Its name in this edition ("Wellbeing", "Bien-être"). */
  name: string;
  size?: SaveToggleProps['size'];
  variant?: SaveToggleProps['variant'];
  /**
   * Where a visitor comes back to after signing in, with ?follow=<topic> added: this page unless
   * given (the assessment's results pass the address that shows them again).
   */
  returnPath?: string;
}

/**
 * Follow for a topic: a toggle button (`aria-pressed`) named "Follow <topic>" whether pressed or not
 * (the state is announced from `aria-pressed`, as SaveToggle explains). A member's press follows or
 * stops following at once, undone with an error toast if the database refuses. A visitor's press
 * invites them to sign in or join, with a link back here with ?follow=<topic>; back and signed in,
 * the topic is followed for them. Like Save, the member's rows and supabase-js load only for a member.
 */
export function FollowTopic({ topic, name, size = 'small', variant = 'secondary', returnPath }: FollowTopicProps) {
  const { member, status, items } = useFollowedTopics();
  const toast = useToast();
  const location = useLocation();
  const [invited, setInvited] = useState(false);
  const [busy, setBusy] = useState(false);
  const following = items.some((item) => item.topic === topic);
  const followFailure = (error: unknown) => (isRowCapRefusal(error) ? copy.full : copy.failed).replace('{topic}', name);

  const change = async (follow: boolean) => {
    setBusy(true);
    try {
      await setTopicFollowed(topic, follow);
    } catch (error) {
      toast.error(follow ? followFailure(error) : copy.unfollowFailed.replace('{topic}', name));
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in (or the confirmation e-mail) with ?follow=<topic>: follow it and say so.
  useReturnedAction({
    parameter: followParameter,
    value: topic,
    ready: member && status === 'ready',
    act: () => {
      setTopicFollowed(topic, true).then(
        () => {
          toast.success(copy.followedOnReturn.replace('{topic}', name));
        },
        (error: unknown) => {
          toast.error(followFailure(error));
        },
      );
    },
  });

  const back = new URL(returnPath ?? `${location.pathname}${location.search}`, 'https://site.invalid');
  back.searchParams.set(followParameter, topic);

  return (
    <Stack space="xsmall" align="left">
      <SaveToggle
        pressed={following}
        label={copy.label.replace('{topic}', name)}
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
          {copy.invitation} <Link href={signInHref(`${back.pathname}${back.search}`)}>{copy.signIn}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
