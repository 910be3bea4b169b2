import { describe, expect, it } from 'vitest';

import copy from '#content/account';

import { savedSummary, togglesOn, withToggles } from './preferencesForm';

const words = copy.preferences;

describe('the e-mail preferences form', () => {
  it('shows the on/off choices that are on, and turns them on and off', () => {
    const preferences = { digest: 'weekly', eventReminders: true, newsletter: false } as const;
    expect(togglesOn(preferences)).toEqual(['eventReminders']);
    expect(withToggles(preferences, ['newsletter'])).toEqual({ digest: 'weekly', eventReminders: false, newsletter: true });
    expect(withToggles(preferences, [])).toEqual({ digest: 'weekly', eventReminders: false, newsletter: false });
  });

  it('says what was saved as one sentence', () => {
    expect(savedSummary({ digest: 'monthly', eventReminders: true, newsletter: false }, words, 'en-GB')).toBe(
      "Saved. You'll get a monthly digest, event reminders and recordings and no newsletter.",
    );
    expect(savedSummary({ digest: 'off', eventReminders: false, newsletter: true }, words, 'en-GB')).toBe(
      "Saved. You'll get no digest, no event reminders or recordings and The Workroom newsletter.",
    );
  });
});
