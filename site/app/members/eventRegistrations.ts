import { trackGoal } from '../analytics/goals';
import { createMemberRows, type MemberRowsView } from './memberRows';
import type { EventRegistration } from './registeredEvents';

/**
 * The events a signed-in member registered for (table event_registrations: one row per member and
 * event id, readable and writable only by that member), newest registration first. The Register
 * controls on the partners page and the member's events on /circle read the same rows, so a
 * registration made in one place shows everywhere on the page at once.
 */

const newestFirst = (a: EventRegistration, b: EventRegistration) => b.registeredAt.localeCompare(a.registeredAt);

const eventRegistrations = createMemberRows<EventRegistration>({
  async select(supabase) {
    const { data } = await supabase
      .from('event_registrations')
      .select('event_id, registered_at')
      .order('registered_at', { ascending: false })
      .throwOnError();
    return data.map((row) => ({
      eventId: row.event_id,
      registeredAt: row.registered_at,
    }));
  },
});

/**
 * The database refused a registration because the event is not open: it has ended, or the site no
 * longer lists it (supabase/migrations/20261129120000_events.sql answers 400 with SQLSTATE P0001).
 * A page left open can still show Register for a moment after an event ends.
 */
export class RegistrationClosedError extends Error {
  constructor(readonly eventId: string) {
    super(`registration for ${eventId} is closed`);
    this.name = 'RegistrationClosedError';
  }
}

const isRefusedAsClosed = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'P0001';

/** Loads the registrations again, after an error. */
export const reloadEventRegistrations = eventRegistrations.reload;

/**
 * Registers for an event or cancels the registration, at once on screen and then in the database;
 * if the database refuses or cannot be reached, the change is undone and the error is thrown for
 * the caller to show (a RegistrationClosedError when the event is no longer open). Registering twice, or cancelling what is not registered, changes nothing (the
 * database ignores it too).
 */
export async function setEventRegistered(eventId: string, registered: boolean): Promise<void> {
  await eventRegistrations.change({
    apply(items) {
      const others = items.filter((item) => item.eventId !== eventId);
      if (!registered) return others;
      return others.length < items.length ? items : [{ eventId, registeredAt: new Date().toISOString() }, ...items];
    },
    async request(supabase) {
      try {
        await (
          registered
            ? supabase.from('event_registrations').upsert({ event_id: eventId }, { onConflict: 'user_id,event_id', ignoreDuplicates: true })
            : supabase.from('event_registrations').delete().eq('event_id', eventId)
        ).throwOnError();
      } catch (error) {
        throw registered && isRefusedAsClosed(error) ? new RegistrationClosedError(eventId) : error;
      }
    },
    // Undo only this change: registrations made or cancelled meanwhile stay as they are.
    undo(items, before) {
      const others = items.filter((item) => item.eventId !== eventId);
      const restored = before.find((item) => item.eventId === eventId);
      return restored ? [restored, ...others].sort(newestFirst) : others;
    },
  });
  if (registered) trackGoal('Event registered', { event: eventId });
}

/** The signed-in member's registrations, loaded on first use; for a visitor, none (status 'idle'). */
export function useEventRegistrations(): MemberRowsView<EventRegistration> {
  return eventRegistrations.useRows();
}
