import { describe, expect, it } from 'vitest';

import { defaultMailPreferences, readMailPreferences } from './mailPreferences';

describe('readMailPreferences', () => {
  it('gives a member without a row the defaults: a weekly digest and event reminders', () => {
    expect(readMailPreferences(null, null)).toEqual(defaultMailPreferences);
    expect(defaultMailPreferences).toEqual({ digest: 'weekly', eventReminders: true, newsletter: false });
  });

  it('reads the member’s row', () => {
    expect(readMailPreferences({ digest: 'monthly', event_reminders: false }, null)).toEqual({
      digest: 'monthly',
      eventReminders: false,
      newsletter: false,
    });
  });

  it('counts only a confirmed subscription as receiving the newsletter', () => {
    expect(readMailPreferences(null, 'confirmed').newsletter).toBe(true);
    for (const status of ['pending', 'unsubscribed', null]) expect(readMailPreferences(null, status).newsletter).toBe(false);
  });
});
