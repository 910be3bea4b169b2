import {
  interestIds,
  isMailLanguage,
  newsletterSubject,
  type ContactInquiry,
  type InterestId,
  type MailLanguage,
} from '../_shared/contract.ts';
import { escapeHtml, type OutgoingMail } from '../_shared/http.ts';
import type { Tables } from '../_shared/database.types.ts';
import type { ContactContext } from './context.ts';
import { DatabaseUnavailable, type MailKind } from './database.ts';
import { pendingMemberMail } from './memberMail/memberMail.ts';

/**
 * The e-mails the function sends, apart from the actions that send them: the company's copy of an
 * inquiry, the visitor's acknowledgement of it, and the newsletter's confirmation with its two
 * links. The visitor's e-mails are in their language (English or French, the site edition they
 * used); the company's stays in English and says which language to answer in. Each is built from
 * what the database holds, so a first send and the retry job's later send are the same e-mail under
 * the same idempotency key.
 */

/** A stored language as an e-mail's: anything but 'fr' (the column allows 'en' and 'fr' only) is English. */
const languageOf = (stored: string | undefined): MailLanguage => (isMailLanguage(stored) ? stored : 'en');

/** The site edition a visitor's link leads to: English at the root, French under /fr (as the site builds them). */
function sitePath(siteUrl: string, language: MailLanguage, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${language === 'fr' ? '/fr' : ''}${path}`;
}

/** What an inquiry e-mail shows: an inquiry's fields, its interest and language as the columns hold them (plain text). */
export type InquiryContent = Omit<ContactInquiry, 'interest' | 'language'> & { interest: string; language?: string };

const languageNames: Record<MailLanguage, string> = { en: 'English', fr: 'French' };

/** The e-mail the company receives, as HTML (every value escaped) and as plain text. */
export function inquiryEmail(inquiry: InquiryContent) {
  const rows: [string, string][] = [
    ['Name', inquiry.name || '(not given)'],
    ['Email', inquiry.email],
    ['Company', inquiry.company || '(not given)'],
    ['Job title', inquiry.role || '(not given)'],
    ['Country', inquiry.country || '(not given)'],
    ['Interest', inquiry.interest || 'General'],
    // The language the visitor wrote from, and was acknowledged in: the one to answer in.
    ['Language', languageNames[languageOf(inquiry.language)]],
  ];
  // Before sign-ups had their own table they were stored as inquiries with this subject and no
  // message; one still pending is sent with the words the site used to send.
  const message = inquiry.message || (inquiry.subject === newsletterSubject ? 'Please add this address to The Workroom newsletter.' : '');
  const html = [
    `<h1>${escapeHtml(inquiry.subject)}</h1>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(message).replaceAll('\n', '<br>')}</p>`,
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message].join('\n');
  return { html, text };
}

/** The notification of an inquiry, to the company. Its idempotency key is the inquiry's id. */
export function inquiryMail(context: ContactContext, id: string, inquiry: InquiryContent): OutgoingMail {
  const { html, text } = inquiryEmail(inquiry);
  return { to: context.config.contactTo, replyTo: inquiry.email, subject: inquiry.subject, html, text, idempotencyKey: id };
}

/** The visitor's acknowledgement of an inquiry, in each language. */
const acknowledgementWords: Record<
  MailLanguage,
  {
    subject: string;
    paragraphs: string[];
    repeatLead: string;
    interest: string;
    message: string;
    interests: Record<InterestId | '', string>;
  }
> = {
  en: {
    subject: "We've received your message",
    paragraphs: [
      "Thank you for contacting Akoma. Your message has reached our team, and we'll get back to you within 24 hours, Monday to Friday.",
      "If you didn't write to us, someone may have typed your address by mistake: you can ignore this e-mail.",
      'The Akoma team',
    ],
    repeatLead: 'Here is what you sent us:',
    interest: 'About',
    message: 'Your message',
    interests: {
      capability: 'Capability',
      wellbeing: 'Wellbeing',
      performance: 'Performance',
      consultation: 'A consultation',
      partnership: 'A partnership',
      other: 'Something else',
      '': 'General',
    },
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    paragraphs: [
      'Merci d’avoir contacté Akoma. Votre message est bien parvenu à notre équipe, qui vous répondra sous 24\u00a0heures, du lundi au vendredi.',
      'Si vous ne nous avez pas écrit, quelqu’un a peut-être saisi votre adresse par erreur\u00a0: vous pouvez ignorer cet e-mail.',
      'L’équipe Akoma',
    ],
    repeatLead: 'Voici ce que vous nous avez envoyé\u00a0:',
    interest: 'Objet',
    message: 'Votre message',
    interests: {
      capability: 'Compétences',
      wellbeing: 'Bien-être',
      performance: 'Performance',
      consultation: 'Une consultation',
      partnership: 'Un partenariat',
      other: 'Autre chose',
      '': 'Général',
    },
  },
};

/** What a member's acknowledgement repeats of their inquiry: its interest and their message. */
export interface RepeatedInquiry {
  interest: string;
  message: string;
}

const isInterestId = (value: string): value is InterestId | '' => value === '' || (interestIds as readonly string[]).includes(value);

/**
 * The e-mail that tells a visitor their inquiry arrived, in their language, as HTML and plain text,
 * with the 24-hour promise. The contact form takes any address, so anyone can make it e-mail a
 * stranger: the acknowledgement then carries no word they typed (not even their name), and cannot
 * carry someone else's words to that stranger. It repeats what was sent (`repeat`) only when a
 * signed-in member sent it from their own account's address (Auth verified the token and the
 * address is theirs; see `acknowledgementRepeats`), since the words then reach only their author.
 */
export function acknowledgementEmail(language: MailLanguage, repeat?: RepeatedInquiry) {
  const words = acknowledgementWords[language];
  const [thanks = '', ...rest] = words.paragraphs;
  const colon = language === 'fr' ? '\u00a0:' : ':';
  if (!repeat) {
    return {
      subject: words.subject,
      text: words.paragraphs.join('\n\n'),
      html: words.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    };
  }
  const interest = isInterestId(repeat.interest) ? words.interests[repeat.interest] : repeat.interest;
  const text = [
    thanks,
    '',
    words.repeatLead,
    `${words.interest}${colon} ${interest}`,
    `${words.message}${colon}`,
    repeat.message,
    '',
    rest.join('\n\n'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(thanks)}</p>`,
    `<p>${escapeHtml(words.repeatLead)}</p>`,
    `<p><strong>${escapeHtml(words.interest)}${colon}</strong> ${escapeHtml(interest)}</p>`,
    `<p><strong>${escapeHtml(words.message)}${colon}</strong></p>`,
    `<blockquote>${escapeHtml(repeat.message).replaceAll('\n', '<br>')}</blockquote>`,
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { subject: words.subject, text, html };
}

/** Whether an inquiry's acknowledgement may repeat it: a signed-in member wrote it from their own account's address. */
export const acknowledgementRepeats = (inquiryEmail: string, memberEmail: string | undefined): boolean =>
  memberEmail !== undefined && memberEmail !== '' && memberEmail.toLowerCase() === inquiryEmail.toLowerCase();

/**
 * The acknowledgement of a stored inquiry, to the visitor; a reply reaches the company's inbox. Its
 * idempotency key is the inquiry's id with its own prefix, apart from the company's copy.
 * `memberEmail` is the account address of the signed-in member who sent it, if any.
 */
export function acknowledgementMail(
  context: ContactContext,
  inquiry: { id: string; email: string; language: string; interest: string; message: string },
  memberEmail?: string,
): OutgoingMail {
  const repeat = acknowledgementRepeats(inquiry.email, memberEmail) ? { interest: inquiry.interest, message: inquiry.message } : undefined;
  return {
    to: inquiry.email,
    replyTo: context.config.contactTo,
    ...acknowledgementEmail(languageOf(inquiry.language), repeat),
    idempotencyKey: `contact-acknowledgement-${inquiry.id}`,
  };
}

/** The newsletter confirmation's words, in each language; the links are added where they go. */
const newsletterWords: Record<
  MailLanguage,
  { subject: string; thanks: string; confirmLead: string; confirm: string; validity: string; unsubscribe: [string, string, string] }
> = {
  en: {
    subject: 'Confirm your subscription to The Workroom',
    thanks:
      'Thank you for signing up to The Workroom, the Akoma newsletter on building workplaces where people and performance grow together.',
    confirmLead: 'Confirm your subscription by opening this link:',
    confirm: 'Confirm my subscription',
    validity: "The link works for 7 days. If you didn't sign up, ignore this e-mail: you won't hear from us again.",
    // Before the link, the link's words, after it: "Unsubscribe at any time."
    unsubscribe: ['', 'Unsubscribe', ' at any time'],
  },
  fr: {
    subject: 'Confirmez votre abonnement à The Workroom',
    thanks:
      'Merci de votre inscription à The Workroom, la lettre d’information d’Akoma consacrée aux environnements de travail où les personnes et la performance progressent ensemble.',
    confirmLead: 'Confirmez votre abonnement en ouvrant ce lien\u00a0:',
    confirm: 'Confirmer mon abonnement',
    validity:
      'Ce lien est valable 7\u00a0jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez cet e-mail\u00a0: vous ne recevrez plus rien de notre part.',
    unsubscribe: ['Vous pouvez ', 'vous désabonner', ' à tout moment'],
  },
};

/**
 * The e-mail that asks a new subscriber to confirm, with a link to confirm and one to unsubscribe,
 * in the subscriber's language. Both lead to the /newsletter page of the site's edition in that
 * language, which asks the visitor to press a button (mail scanners open links) and then calls
 * `POST /send-contact-email/newsletter/confirm` or `/unsubscribe`.
 */
export function newsletterConfirmationEmail(
  siteUrl: string,
  tokens: { confirm: string; unsubscribe: string },
  language: MailLanguage = 'en',
) {
  const words = newsletterWords[language];
  const confirmUrl = `${sitePath(siteUrl, language, '/newsletter')}?confirm=${tokens.confirm}`;
  const unsubscribeUrl = `${sitePath(siteUrl, language, '/newsletter')}?unsubscribe=${tokens.unsubscribe}`;
  const [beforeLink, linkWords, afterLink] = words.unsubscribe;
  // "Unsubscribe at any time: <link>" / "Vous pouvez vous désabonner à tout moment : <lien>".
  const unsubscribeLead = `${beforeLink}${linkWords}${afterLink}${language === 'fr' ? '\u00a0:' : ':'}`;
  const text = [words.thanks, '', words.confirmLead, confirmUrl, '', words.validity, '', `${unsubscribeLead} ${unsubscribeUrl}`].join('\n');
  const html = [
    `<p>${escapeHtml(words.thanks)}</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(words.confirm)}</a></p>`,
    `<p>${escapeHtml(words.validity)}</p>`,
    `<p>${escapeHtml(beforeLink)}<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(linkWords)}</a>${escapeHtml(afterLink)}.</p>`,
  ].join('\n');
  return { subject: words.subject, text, html, confirmUrl, unsubscribeUrl };
}

/** A pending subscriber, with what their confirmation e-mail needs. */
type SubscriberRow = Pick<
  Tables<'newsletter_subscribers'>,
  'id' | 'email' | 'confirm_token' | 'unsubscribe_token' | 'confirmation_requested_at' | 'language'
>;

function confirmationMail(context: ContactContext, subscriber: SubscriberRow): OutgoingMail {
  const { subject, text, html, unsubscribeUrl } = newsletterConfirmationEmail(
    context.config.siteUrl,
    { confirm: subscriber.confirm_token, unsubscribe: subscriber.unsubscribe_token },
    languageOf(subscriber.language),
  );
  return {
    to: subscriber.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    // One confirmation per request for one: asking again a day later sends a new one.
    idempotencyKey: `newsletter-confirmation-${subscriber.id}-${String(Date.parse(subscriber.confirmation_requested_at))}`,
  };
}

/** A member's account address, lower-cased, as Auth holds it; undefined when Auth does not answer or the account is gone. */
async function accountEmail(context: ContactContext, userId: string): Promise<string | undefined> {
  try {
    const { data, error } = await context.database.auth.admin.getUserById(userId);
    return error ? undefined : data.user.email?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The e-mail still to send for a stored inquiry, subscriber or member e-mail, or undefined when
 * there is none (sent already, or the subscriber unsubscribed since). A member e-mail that can no
 * longer be drawn (its event is gone) throws `UnsendableMail` (memberMail/memberMail.ts).
 */
export async function pendingMail(context: ContactContext, kind: MailKind, id: string): Promise<OutgoingMail | undefined> {
  if (kind === 'member_mail') return pendingMemberMail(context, id);
  if (kind === 'contact_inquiry') {
    const { data, error } = await context.database
      .from('contact_inquiries')
      .select('id, name, email, company, role, country, interest, subject, message, language')
      .eq('id', id)
      .eq('mail_status', 'pending')
      .maybeSingle();
    if (error) throw new DatabaseUnavailable(`contact_inquiries: ${error.message}`);
    return data ? inquiryMail(context, data.id, data) : undefined;
  }
  if (kind === 'contact_acknowledgement') {
    const { data, error } = await context.database
      .from('contact_inquiries')
      .select('id, email, language, interest, message, user_id')
      .eq('id', id)
      .eq('acknowledgement_status', 'pending')
      .maybeSingle();
    if (error) throw new DatabaseUnavailable(`contact_inquiries: ${error.message}`);
    if (!data) return undefined;
    // The inquiry records its member only when Auth verified their token (sender.ts); their address
    // now is Auth's, read again: an account that changed address since gets the plain acknowledgement.
    return acknowledgementMail(context, data, data.user_id ? await accountEmail(context, data.user_id) : undefined);
  }
  const { data, error } = await context.database
    .from('newsletter_subscribers')
    .select('id, email, confirm_token, unsubscribe_token, confirmation_requested_at, language')
    .eq('id', id)
    .eq('mail_status', 'pending')
    .eq('status', 'pending')
    .maybeSingle();
  if (error) throw new DatabaseUnavailable(`newsletter_subscribers: ${error.message}`);
  return data ? confirmationMail(context, data) : undefined;
}
