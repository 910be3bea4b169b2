import type { AccountContent } from '../../content/schema/account';
import type { MailPreferences } from '../../members/mailPreferences';

/**
 * The e-mail preferences form's rules as pure functions (PreferencesPanel.tsx wires them): what the
 * on/off choices are, and what "Saved" says the member will get.
 */

type PreferencesWords = AccountContent['preferences'];

/** The on/off choices, by the value their toggle reports. */
export const mailToggles = ['eventReminders', 'newsletter'] as const;
export type MailToggle = (typeof mailToggles)[number];

/** The toggles that are on. */
export function togglesOn(preferences: MailPreferences): MailToggle[] {
  return mailToggles.filter((toggle) => preferences[toggle]);
}

/** The preferences with the toggles in `on` turned on and the others off. */
export function withToggles(preferences: MailPreferences, on: readonly string[]): MailPreferences {
  return { ...preferences, eventReminders: on.includes('eventReminders'), newsletter: on.includes('newsletter') };
}

/** What the member will get, as one sentence in the edition's language: "Saved. You'll get a weekly digest, … and no newsletter." */
export function savedSummary(saved: MailPreferences, words: PreferencesWords, locale: string): string {
  const parts = [
    words.summary[saved.digest],
    saved.eventReminders ? words.summary.remindersOn : words.summary.remindersOff,
    saved.newsletter ? words.summary.newsletterOn : words.summary.newsletterOff,
  ];
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
  return words.saved.replace('{summary}', () => list);
}
