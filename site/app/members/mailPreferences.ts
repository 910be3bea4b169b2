import { trackGoal } from '../analytics/goals';
import type { Language } from '../language';
import { loadSupabase, type Supabase } from '../supabase/client';

/**
 * What IndyCircle e-mails a member, as the account page shows and changes it: the digest of their
 * topics (table member_preferences, one row per member; no row means the defaults), event
 * reminders and recordings (the same row), and The Workroom newsletter for their sign-in address
 * (my_newsletter_subscription / set_my_newsletter_subscription). The e-mails are written in the
 * row's `language`: the edition the member last saved from.
 */

export const digestFrequencies = ['weekly', 'monthly', 'off'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

export interface MailPreferences {
  digest: DigestFrequency;
  eventReminders: boolean;
  newsletter: boolean;
}

/** What a member without a row gets (the table's defaults), and no newsletter. */
export const defaultMailPreferences: MailPreferences = { digest: 'weekly', eventReminders: true, newsletter: false };

export const isDigestFrequency = (value: string): value is DigestFrequency => digestFrequencies.some((frequency) => frequency === value);

/**
 * The preferences from what the database holds: the member's row (or none) and the newsletter's
 * status for their address. Only a confirmed subscription counts as receiving the newsletter: a
 * pending one receives nothing until confirmed.
 */
export function readMailPreferences(
  row: { digest: string; event_reminders: boolean } | null,
  newsletterStatus: string | null,
): MailPreferences {
  return {
    digest: row && isDigestFrequency(row.digest) ? row.digest : defaultMailPreferences.digest,
    eventReminders: row ? row.event_reminders : defaultMailPreferences.eventReminders,
    newsletter: newsletterStatus === 'confirmed',
  };
}

/** The signed-in member's preferences as stored now. Throws when either request fails. */
export async function loadMailPreferences(supabase?: Supabase): Promise<MailPreferences> {
  const client = supabase ?? (await loadSupabase());
  const [preferences, newsletter] = await Promise.all([
    client.from('member_preferences').select('digest, event_reminders').maybeSingle().throwOnError(),
    client.rpc('my_newsletter_subscription').throwOnError(),
  ]);
  return readMailPreferences(preferences.data, newsletter.data);
}

/** Thrown when the digest and reminders were saved but the newsletter could not be changed. */
export class NewsletterChangeError extends Error {
  constructor(options?: ErrorOptions) {
    super('The newsletter subscription could not be changed.', options);
    this.name = 'NewsletterChangeError';
  }
}

/**
 * Saves the choices, with this edition's language for the e-mails: the member's row (created on
 * the first save), then the newsletter, only when its choice differs from `stored` (so a pending
 * sign-up from /newsletter is left alone by a save about the digest). Throws the database's error
 * when the row is refused, and a NewsletterChangeError when only the newsletter failed.
 */
export async function saveMailPreferences(
  chosen: MailPreferences,
  stored: MailPreferences,
  language: Language,
  supabase?: Supabase,
): Promise<MailPreferences> {
  const client = supabase ?? (await loadSupabase());
  await client
    .from('member_preferences')
    // updated_at is the database's (a trigger sets it); the member writes only their choices.
    .upsert({ digest: chosen.digest, event_reminders: chosen.eventReminders, language }, { onConflict: 'user_id' })
    .throwOnError();
  if (chosen.newsletter !== stored.newsletter) {
    try {
      await client.rpc('set_my_newsletter_subscription', { p_subscribed: chosen.newsletter, p_language: language }).throwOnError();
    } catch (error) {
      throw new NewsletterChangeError({ cause: error });
    }
    // A member's own, confirmed address is subscribed at once: no confirmation e-mail to wait for.
    if (chosen.newsletter) trackGoal('Newsletter confirmed', { from: 'account' });
  }
  return chosen;
}
