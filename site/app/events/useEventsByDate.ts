import { useMemo, useSyncExternalStore } from 'react';
import { datedEvents, eventsReadAt } from 'virtual:events';

import { hasEnded, type DatedEvent } from './event';

/**
 * The dated events split into upcoming and past by the clock: in the prerendered page and while
 * React hydrates it, as they stood when the site was built; then by the visitor's clock, checked
 * again every minute and whenever the tab comes back into view. A page built last week therefore
 * drops an event that has since ended as soon as it runs, and one left open drops an event as it ends.
 */

const minute = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const notify = () => {
  for (const listener of listeners) listener();
};
const onVisible = () => {
  if (document.visibilityState === 'visible') notify();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(notify, minute);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Which events have ended at `now`, as one string: React re-renders only when it changes. */
const endedAt = (now: number) =>
  datedEvents
    .filter((event) => hasEnded(event, now))
    .map((event) => event.id)
    .join(' ');

/** The ids of the events that have ended, by the clock described above. */
export function useEndedEventIds(): ReadonlySet<string> {
  const ended = useSyncExternalStore(
    subscribe,
    () => endedAt(Date.now()),
    () => endedAt(eventsReadAt),
  );
  return useMemo(() => new Set(ended.split(' ').filter(Boolean)), [ended]);
}

/** The events still to come or under way, soonest first, and those that have ended, most recent first. */
export function useEventsByDate(): { upcoming: readonly DatedEvent[]; past: readonly DatedEvent[] } {
  const ended = useEndedEventIds();
  return useMemo(
    () => ({
      upcoming: datedEvents.filter((event) => !ended.has(event.id)),
      past: datedEvents.filter((event) => ended.has(event.id)).sort((a, b) => b.endsAt.localeCompare(a.endsAt)),
    }),
    [ended],
  );
}
