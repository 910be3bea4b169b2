import { IconPlay, Inline, Link, VisuallyHidden } from '@akoma/design-system';

import { datedEventsCopy } from '../content/events';

/** "Watch the recording" of an event that has ended, named for screen readers by the event. */
export function RecordingLink({ name, href }: { name: string; href: string }) {
  return (
    <Inline space="xxsmall">
      <IconPlay size="small" />
      <Link href={href}>
        {datedEventsCopy.recording}
        <VisuallyHidden>{datedEventsCopy.ofEvent(name)}</VisuallyHidden>
      </Link>
    </Inline>
  );
}
