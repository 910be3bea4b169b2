import { describe, expect, it } from 'vitest';

import type { MailLanguage } from '../../_shared/contract';
import { sampleMemberMailContent } from './memberMail.samples';
import { memberMailKinds, renderMemberMail, type MemberMailContent } from './memberMailTemplates';

/** The member e-mails as a mail client shows them: their words, links, headers and attachment, in both languages. */

const siteUrl = 'https://www.akoma.example';
const functionsUrl = 'https://project.supabase.example/functions/v1';
const languages: MailLanguage[] = ['en', 'fr'];

const render = (content: MemberMailContent, language: MailLanguage) => renderMemberMail({ language, siteUrl }, content);
const sample = (kind: (typeof memberMailKinds)[number], language: MailLanguage) =>
  render(sampleMemberMailContent(kind, language, siteUrl, functionsUrl), language);

/** Every link of an HTML e-mail: its address and its words (tags inside removed). */
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((match) => ({
    href: match[1] ?? '',
    words: (match[2] ?? '').replace(/<[^>]+>/g, ''),
  }));

describe.each(languages)('every member e-mail, in %s', (language) => {
  const prefix = language === 'fr' ? '/fr' : '';

  it.each(memberMailKinds)('%s: says its language, adapts to dark mode, has one heading and ends with the preferences', (kind) => {
    const mail = sample(kind, language);
    expect(mail.html).toContain(`<html lang="${language}"`);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(mail.html).toContain('role="presentation"');
    const preferences = `${siteUrl}${prefix}/circle/account#preferences`;
    expect(links(mail.html).some((link) => link.href === preferences)).toBe(true);
    expect(mail.text).toContain(preferences);
    expect(mail.subject.length).toBeGreaterThan(5);
  });

  it.each(memberMailKinds)('%s: every link says where it goes', (kind) => {
    for (const link of links(sample(kind, language).html)) {
      expect(link.words.trim().length, link.href).toBeGreaterThan(3);
      expect(link.words.toLowerCase()).not.toMatch(/^(here|click here|ici|cliquez ici|link|lien)$/);
      expect(link.href).toMatch(/^https:\/\//);
    }
  });

  it('carries the one-click unsubscribe headers on digests, reminders and recordings only', () => {
    for (const kind of memberMailKinds) {
      const mail = sample(kind, language);
      if (kind === 'digest' || kind === 'event_reminder' || kind === 'event_recording') {
        expect(mail.headers?.['List-Unsubscribe'], kind).toMatch(
          new RegExp(`^<${functionsUrl}/send-contact-email/member-mail/unsubscribe\\?u=`),
        );
        expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        // The body's link goes to the site's page, which asks before it unsubscribes.
        expect(links(mail.html).some((link) => link.href.startsWith(`${siteUrl}${prefix}/circle/unsubscribe?u=`))).toBe(true);
      } else {
        expect(mail.headers, kind).toBeUndefined();
      }
    }
  });

  it('attaches the event’s calendar file to the registration, and links to cancelling it', () => {
    const mail = sample('event_registration', language);
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe('people-leaders-roundtable-2027.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const text = new TextDecoder().decode(Uint8Array.from(atob(ics?.content ?? ''), (character) => character.charCodeAt(0)));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART;TZID=Africa/Nairobi:20270211T083000');
    expect(links(mail.html).some((link) => link.href === `${siteUrl}${prefix}/circle#events`)).toBe(true);
    expect(mail.html).toContain('Nairobi, Kenya');
  });

  it('points a member who did not change their password to the reset form', () => {
    const mail = sample('password_changed', language);
    expect(links(mail.html).map((link) => link.href)).toContain(`${siteUrl}${prefix}/auth?reset=1`);
  });

  it('names the new address in the notice sent to the old one', () => {
    const mail = sample('email_changed', language);
    expect(mail.text).toContain('ada.new@company.example');
    expect(mail.html).toContain('ada.new@company.example');
  });

  it('lists the digest’s new pieces and events, and one recommendation with its reason', () => {
    const mail = sample('digest', language);
    const recommended = language === 'fr' ? 'Recommandé pour vous' : 'Recommended for you';
    expect(mail.html).toContain(recommended);
    expect(mail.text).toContain(recommended);
    expect(mail.text).toContain(language === 'fr' ? 'Votre point le plus faible est' : 'Your weakest area is');
    expect(links(mail.html).filter((link) => link.href.includes('/insights/'))).toHaveLength(2);
  });
});

describe('the member e-mails’ words', () => {
  it('escapes what comes from the catalogue in the HTML, and keeps it as written in the text', () => {
    const event = { name: 'Leaders <script>alert("x")</script> & co', when: 'Soon', where: 'Online', online: true };
    const mail = render({ kind: 'event_registration', event, calendar: undefined }, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Leaders &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(mail.text).toContain('Leaders <script>alert("x")</script> & co');
    expect(mail.subject).toBe('You\'re registered: Leaders <script>alert("x")</script> & co');
    // No date yet: no calendar file, and the e-mail says the date will follow.
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain('We will e-mail you the date as soon as it is set.');
  });

  it('writes French with a non-breaking space before : ; ? and !', () => {
    for (const kind of memberMailKinds) {
      const mail = sample(kind, 'fr');
      // Addresses hold colons (https:) with no space before them; words never put an ordinary space there.
      expect(mail.text, kind).not.toMatch(/ [:;?!]/);
      expect(mail.subject, kind).not.toMatch(/ [:;?!]/);
    }
  });

  it('says the same in the text as in the HTML: every link of the HTML is in the text', () => {
    for (const language of languages) {
      for (const kind of memberMailKinds) {
        const mail = sample(kind, language);
        for (const link of links(mail.html)) expect(mail.text, `${kind} ${language}`).toContain(link.href.replaceAll('&amp;', '&'));
      }
    }
  });
});
