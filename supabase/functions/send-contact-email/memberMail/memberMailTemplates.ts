import type { MailLanguage } from '../../_shared/contract.ts';
import type { MailAttachment } from '../../_shared/http.ts';
import type { RecommendationReason } from '../../_shared/recommend.ts';
import { renderMail, type MailBlock } from './layout.ts';
import { memberMailWords } from './memberMail.words.ts';

/**
 * The member e-mails, built from plain data (what memberMail.ts reads from the database, or the
 * mailbox's samples): each in the member's language, as HTML and plain text in one layout
 * (layout.ts), ending with a link to the member's preferences. Digests, reminders and recordings
 * carry their own unsubscribe: a body link to the site's /circle/unsubscribe page and the one-click
 * `List-Unsubscribe` headers (RFC 8058) that mail clients show as a button.
 */

/** The kinds of member e-mail: the `kind` of a `member_mail` row. */
export const memberMailKinds = [
  'welcome',
  'event_registration',
  'event_reminder',
  'event_recording',
  'digest',
  'password_changed',
  'email_changed',
] as const;
export type MemberMailKind = (typeof memberMailKinds)[number];

export const isMemberMailKind = (kind: unknown): kind is MemberMailKind => (memberMailKinds as readonly unknown[]).includes(kind);

/** An event as an e-mail shows it, in the e-mail's language. */
export interface MailEvent {
  name: string;
  /** When, as people read it ("Thursday 18 February 2027, 10:00 to 11:30 West Africa Time"). */
  when: string;
  /** Where, as people read it ("Online", "Nairobi, Kenya"). */
  where: string;
  /** Whether it takes place online. */
  online: boolean;
}

/** A piece as a digest lists it. */
export interface MailPiece {
  title: string;
  summary: string;
  url: string;
}

/** The one-click unsubscribe of an e-mail: the function's URL (header) and the site's page (body link). */
export interface UnsubscribeLinks {
  oneClickUrl: string;
  pageUrl: string;
}

/** What every member e-mail is built with. */
export interface MemberMailContext {
  language: MailLanguage;
  /** The site's origin, e.g. "https://www.akoma.example". */
  siteUrl: string;
}

/** What each kind of e-mail shows. */
export type MemberMailContent =
  | { kind: 'welcome' }
  | { kind: 'event_registration'; event: MailEvent; calendar: MailAttachment | undefined }
  | { kind: 'event_reminder'; event: MailEvent; unsubscribe: UnsubscribeLinks }
  | { kind: 'event_recording'; event: MailEvent; recordingUrl: string; unsubscribe: UnsubscribeLinks }
  | {
      kind: 'digest';
      frequency: 'weekly' | 'monthly';
      pieces: readonly MailPiece[];
      events: readonly (MailEvent & { url: string })[];
      recommended: (MailPiece & { category: string; reasons: readonly RecommendationReason[] }) | undefined;
      unsubscribe: UnsubscribeLinks;
    }
  | { kind: 'password_changed' }
  | { kind: 'email_changed'; newEmail: string };

/** A member e-mail, ready for the mail API. */
export interface RenderedMemberMail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A path on the site in the member's edition: English at the root, French under /fr. */
export function sitePath(siteUrl: string, language: MailLanguage, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  if (language !== 'fr') return `${origin}${path}`;
  // The French home page is /fr, so its sections are /fr#assessment rather than /fr/#assessment.
  return `${origin}/fr${path.startsWith('/#') ? path.slice(1) : path}`;
}

/** The headers that let a mail client unsubscribe in one click (RFC 8058); only POST acts on the URL. */
export const oneClickHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Builds one member e-mail. */
export function renderMemberMail({ language, siteUrl }: MemberMailContext, content: MemberMailContent): RenderedMemberMail {
  const words = memberMailWords[language];
  const { common } = words;
  const at = (path: string) => sitePath(siteUrl, language, path);
  const eventDetails = (event: MailEvent): MailBlock => ({
    kind: 'details',
    rows: [
      [common.when, event.when],
      [common.where, event.where],
    ],
  });
  const footer = (unsubscribe?: { label: string; href: string }) => ({
    reason: common.footerReason,
    preferences: { label: common.preferences, href: at('/circle/account#preferences') },
    ...(unsubscribe ? { unsubscribe } : {}),
    signature: common.signature,
  });

  switch (content.kind) {
    case 'welcome': {
      const w = words.welcome;
      return {
        subject: w.subject,
        ...renderMail({
          language,
          subject: w.subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro },
            { kind: 'paragraph', text: w.offersLead },
            { kind: 'items', items: w.offers.map((offer) => ({ title: offer.title, href: at(offer.path), note: offer.note })) },
            { kind: 'paragraph', text: w.firstLead },
            { kind: 'action', label: w.firstAction, href: at('/#assessment') },
            { kind: 'paragraph', text: w.closing },
          ],
          footer: footer(),
        }),
      };
    }
    case 'event_registration': {
      const w = words.eventRegistration;
      const [before, label, after] = w.cancel;
      const subject = w.subject(content.event.name);
      return {
        subject,
        ...renderMail({
          language,
          subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro(content.event.name) },
            eventDetails(content.event),
            { kind: 'paragraph', text: content.calendar ? w.calendar : w.undated },
            { kind: 'linkParagraph', before, label, href: at('/circle#events'), after },
          ],
          footer: footer(),
        }),
        ...(content.calendar ? { attachments: [content.calendar] } : {}),
      };
    }
    case 'event_reminder': {
      const w = words.eventReminder;
      const subject = w.subject(content.event.name);
      const unsubscribe = { label: w.unsubscribe, href: content.unsubscribe.pageUrl };
      return {
        subject,
        ...renderMail({
          language,
          subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro(content.event.name) },
            eventDetails(content.event),
            { kind: 'paragraph', text: content.event.online ? w.joinOnline : w.joinInPerson },
            { kind: 'action', label: w.join, href: at('/circle#events') },
          ],
          footer: footer(unsubscribe),
        }),
        headers: oneClickHeaders(content.unsubscribe.oneClickUrl),
      };
    }
    case 'event_recording': {
      const w = words.eventRecording;
      const subject = w.subject(content.event.name);
      return {
        subject,
        ...renderMail({
          language,
          subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro(content.event.name) },
            { kind: 'action', label: w.watch, href: content.recordingUrl },
          ],
          footer: footer({ label: w.unsubscribe, href: content.unsubscribe.pageUrl }),
        }),
        headers: oneClickHeaders(content.unsubscribe.oneClickUrl),
      };
    }
    case 'digest': {
      const w = words.digest;
      const subject = w.subject(content.frequency);
      const [before, label, after] = w.topics;
      const reasonWords = (reason: RecommendationReason, category: string) => {
        switch (reason.kind) {
          case 'weakestArea':
            return w.reasons.weakestArea(reason.area, reason.score);
          case 'savedTopic':
            return w.reasons.savedTopic(reason.count, w.topicNames[category] ?? category);
          default:
            return w.reasons.newest;
        }
      };
      const blocks: MailBlock[] = [{ kind: 'paragraph', text: w.intro }];
      if (content.pieces.length > 0) {
        blocks.push(
          { kind: 'subheading', text: w.pieces },
          { kind: 'items', items: content.pieces.map((piece) => ({ title: piece.title, href: piece.url, note: piece.summary })) },
        );
      }
      if (content.events.length > 0) {
        blocks.push(
          { kind: 'subheading', text: w.events },
          {
            kind: 'items',
            items: content.events.map((event) => ({ title: event.name, href: event.url, note: `${event.when} · ${event.where}` })),
          },
        );
      }
      if (content.recommended) {
        const { recommended } = content;
        const reason = recommended.reasons[0];
        blocks.push(
          { kind: 'subheading', text: w.recommended },
          { kind: 'items', items: [{ title: recommended.title, href: recommended.url, note: recommended.summary }] },
        );
        if (reason)
          blocks.push({
            kind: 'paragraph',
            text: `${common.because}${language === 'fr' ? '\u00a0:' : ':'} ${reasonWords(reason, recommended.category)}`,
          });
      }
      blocks.push({ kind: 'linkParagraph', before, label, href: at('/circle'), after });
      return {
        subject,
        ...renderMail({
          language,
          subject,
          heading: w.heading(content.frequency),
          preview: w.preview,
          blocks,
          footer: footer({ label: w.unsubscribe, href: content.unsubscribe.pageUrl }),
        }),
        headers: oneClickHeaders(content.unsubscribe.oneClickUrl),
      };
    }
    case 'password_changed': {
      const w = words.passwordChanged;
      const [before, label, after] = w.contact;
      return {
        subject: w.subject,
        ...renderMail({
          language,
          subject: w.subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro },
            { kind: 'paragraph', text: w.notYou },
            // The site's sign-in card opens on its reset form with ?reset=1.
            { kind: 'action', label: w.reset, href: at('/auth?reset=1') },
            { kind: 'linkParagraph', before, label, href: at('/contact'), after },
          ],
          footer: footer(),
        }),
      };
    }
    case 'email_changed': {
      const w = words.emailChanged;
      const [before, label, after] = w.contact;
      return {
        subject: w.subject,
        ...renderMail({
          language,
          subject: w.subject,
          heading: w.heading,
          preview: w.preview,
          blocks: [
            { kind: 'paragraph', text: w.intro(content.newEmail) },
            { kind: 'paragraph', text: w.notYou },
            { kind: 'linkParagraph', before, label, href: at('/contact'), after },
          ],
          footer: footer(),
        }),
      };
    }
  }
}
