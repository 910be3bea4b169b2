import { describe, expect, it } from 'vitest';

import partners from '#content/partners';

import { eventInvitationMailto } from './partners';

describe('eventInvitationMailto', () => {
  it('writes to the company mailbox with a subject naming the event and its dates', () => {
    const href = eventInvitationMailto(
      { name: 'Performance Without Burnout', dates: '22 April 2027' },
      partners.eventsHub.upcoming.invitationSubject,
    );
    expect(href).toBe('mailto:hello@akoma.example?subject=Event%20invitation%3A%20Performance%20Without%20Burnout%20(22%20April%202027)');
  });
});
