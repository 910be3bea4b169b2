import { IconPlay, Inline, Link, VisuallyHidden } from '@akoma/design-system';

import events from '#content/events';

/** "Watch the recording" of an event that has ended, named for screen readers by the event. */
export function RecordingLink({ name, href }: { name: string; href: string }) {
  return (
    <Inline space="xxsmall">
      <IconPlay size="small" />
      <Link href={href}>
        {events.datedEvent.recording}
        <VisuallyHidden>{` ${events.datedEvent.recordingOf.replace('{name}', name)}`}</VisuallyHidden>
      </Link>
    </Inline>
  );
}
