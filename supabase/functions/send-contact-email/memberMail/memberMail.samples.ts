import { calendarFile } from '../../_shared/calendar.ts';
import type { MailLanguage } from '../../_shared/contract.ts';
import { base64Text } from '../../_shared/http.ts';
import { acknowledgementEmail, newsletterConfirmationEmail } from '../mail.ts';
import {
  memberMailKinds,
  renderMemberMail,
  sitePath,
  type MemberMailContent,
  type MemberMailKind,
  type RenderedMemberMail,
} from './memberMailTemplates.ts';

/**
 * Every e-mail the function sends, drawn with sample data in both languages: what the local
 * mailbox's previews page shows (supabase/local/mailbox/app.ts), and what the templates' tests
 * read. The samples are fixed, so a preview is the same on every machine.
 */

const sampleUserId = '00000000-0000-4000-8000-000000000000';
const sampleToken = '0'.repeat(64);

const sampleEvents = {
  en: {
    name: 'People Leaders Roundtable: Keeping Talent',
    when: 'Thursday 11 February 2027, 08:30 to 11:00 East Africa Time',
    where: 'Nairobi, Kenya',
    online: false,
  },
  fr: {
    name: 'Table ronde des responsables RH : retenir les talents'.replace(' :', '\u00a0:'),
    when: 'jeudi 11 février 2027, de 08:30 à 11:00, heure d’Afrique de l’Est',
    where: 'Nairobi, Kenya',
    online: false,
  },
} as const;

const samplePieces = {
  en: [
    {
      title: 'Why Africa’s fastest-growing firms invest in managers first',
      summary: 'Five lessons from 40 organisations that doubled headcount without losing their culture.',
      slug: 'managers-first',
    },
    { title: 'Burnout is a design problem', summary: 'What the workload data says, and three changes that hold.', slug: 'burnout-design' },
  ],
  fr: [
    {
      title: 'Pourquoi les entreprises africaines les plus dynamiques investissent d’abord dans leurs managers',
      summary: 'Cinq leçons tirées de 40 organisations qui ont doublé leurs effectifs sans perdre leur culture.',
      slug: 'managers-first',
    },
    {
      title: 'L’épuisement professionnel est un problème d’organisation',
      summary: 'Ce que disent les données, et trois changements qui tiennent.',
      slug: 'burnout-design',
    },
  ],
} as const;

/** The content of each member e-mail, with sample data, in one language. */
export function sampleMemberMailContent(
  kind: MemberMailKind,
  language: MailLanguage,
  siteUrl: string,
  functionsUrl: string,
): MemberMailContent {
  const query = `u=${sampleUserId}&k=${kind === 'digest' ? 'digest' : 'event_reminders'}&t=${sampleToken}`;
  const unsubscribe = {
    oneClickUrl: `${functionsUrl}/send-contact-email/member-mail/unsubscribe?${query}`,
    pageUrl: `${sitePath(siteUrl, language, '/circle/unsubscribe')}?${query}`,
  };
  const event = sampleEvents[language];
  switch (kind) {
    case 'welcome':
    case 'password_changed':
      return { kind };
    case 'email_changed':
      return { kind, newEmail: 'ada.new@company.example' };
    case 'event_registration': {
      const ics = calendarFile(
        {
          id: 'people-leaders-roundtable-2027',
          name: event.name,
          description: '',
          startsAt: '2027-02-11T05:30:00.000Z',
          endsAt: '2027-02-11T08:00:00.000Z',
          timeZone: 'Africa/Nairobi',
          where: event.where,
        },
        {
          origin: new URL(siteUrl).origin,
          pageUrl: sitePath(siteUrl, language, '/partners#events'),
          productName: 'Akoma',
          locale: language === 'fr' ? 'fr-CI' : 'en-GB',
          stamp: new Date('2026-12-01T09:00:00Z'),
        },
      );
      return {
        kind,
        event,
        calendar: {
          filename: 'people-leaders-roundtable-2027.ics',
          content: base64Text(ics),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      };
    }
    case 'event_reminder':
      return { kind, event: { ...event, where: language === 'fr' ? 'En ligne' : 'Online', online: true }, unsubscribe };
    case 'event_recording':
      return { kind, event, recordingUrl: sitePath(siteUrl, language, '/insights/people-leaders-roundtable-recording'), unsubscribe };
    case 'digest': {
      const [first, second] = samplePieces[language];
      const piece = (sample: { title: string; summary: string; slug: string }) => ({
        title: sample.title,
        summary: sample.summary,
        url: sitePath(siteUrl, language, `/insights/${sample.slug}`),
      });
      return {
        kind,
        frequency: 'weekly',
        pieces: [piece(first)],
        events: [{ ...event, url: sitePath(siteUrl, language, '/partners#events') }],
        recommended: {
          ...piece(second),
          category: 'wellbeing',
          reasons: [{ kind: 'weakestArea', area: language === 'fr' ? 'Priorité aux personnes' : 'People focus', score: 40 }],
        },
        unsubscribe,
      };
    }
  }
}

/** One e-mail the previews page lists. */
export interface MailPreview {
  /** Its address on the page: "welcome", "contact_acknowledgement"… */
  id: string;
  /** What it is, in words. */
  name: string;
  language: MailLanguage;
  mail: RenderedMemberMail;
}

const memberMailNames: Record<MemberMailKind, string> = {
  welcome: 'Welcome, after confirming the address',
  event_registration: 'Event registration confirmation (with .ics)',
  event_reminder: 'Event reminder, 24 hours before',
  event_recording: 'Event recording',
  digest: 'Digest of the followed topics',
  password_changed: 'Password changed',
  email_changed: 'E-mail address changed (to the old address)',
};

/** Every e-mail to a visitor or member, in both languages, with sample data. */
export function mailPreviews(siteUrl: string, functionsUrl: string): MailPreview[] {
  const languages: MailLanguage[] = ['en', 'fr'];
  const member = memberMailKinds.flatMap((kind) =>
    languages.map((language) => ({
      id: kind,
      name: memberMailNames[kind],
      language,
      mail: renderMemberMail({ language, siteUrl }, sampleMemberMailContent(kind, language, siteUrl, functionsUrl)),
    })),
  );
  const visitor = languages.flatMap((language) => {
    const newsletter = newsletterConfirmationEmail(siteUrl, { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) }, language);
    return [
      { id: 'contact_acknowledgement', name: 'Contact form acknowledgement', language, mail: acknowledgementEmail(language) },
      {
        id: 'contact_acknowledgement_member',
        name: 'Contact form acknowledgement, to a signed-in member from their own address (repeats the inquiry)',
        language,
        mail: acknowledgementEmail(language, {
          interest: 'capability',
          message:
            language === 'fr'
              ? 'Nous aimerions parler d’un programme de leadership pour nos 40 managers.'
              : 'We would like to talk about a leadership programme for our 40 managers.',
        }),
      },
      {
        id: 'newsletter_confirmation',
        name: 'Newsletter confirmation',
        language,
        mail: { subject: newsletter.subject, html: newsletter.html, text: newsletter.text },
      },
    ];
  });
  return [...member, ...visitor];
}
