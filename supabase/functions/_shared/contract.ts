/**
 * The rules the site, the `send-contact-email` function and the local backend share, in one
 * module with no imports, so it runs unchanged in the browser, in Node and in Deno (Supabase
 * deploys `functions/_shared/` with the functions that import it):
 * - the e-mail rule, which the Auth API, the function and the site's forms all apply;
 * - the origin check the function and the local API's CORS apply to callers;
 * - what a contact inquiry is: its fields, interests, subjects and field limits;
 * - the languages the site's forms may ask their e-mails in.
 */

/** The longest e-mail address accepted anywhere, as GoTrue has it: 255 characters. */
export const maxEmailLength = 255;

const localCharacters = new Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-");
const isAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Whether text is a usable e-mail address: at most 255 characters (checked before anything else
 * reads the text), exactly one `@`, a local part of at most 64 of the characters GoTrue accepts, and
 * a domain of dot-separated labels (letters, digits, inner hyphens, at most 63 each) ending in a
 * top-level domain of at least two letters. One pass over the text: no pattern that can backtrack,
 * so a long hostile input costs linear time. Compare addresses lower-cased: `Ada@…` and `ada@…`
 * are one person.
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > maxEmailLength) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@') || at > 64) return false;
  for (let index = 0; index < at; index += 1) if (!localCharacters.has(email.charAt(index))) return false;
  const labels = email.slice(at + 1).split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return false;
    if (label.startsWith('-') || label.endsWith('-')) return false;
    for (let index = 0; index < label.length; index += 1) {
      const code = label.charCodeAt(index);
      if (!isAlphanumeric(code) && code !== 45) return false;
    }
  }
  const topLevel = labels[labels.length - 1] ?? '';
  if (topLevel.length < 2) return false;
  for (let index = 0; index < topLevel.length; index += 1) if (!isLetter(topLevel.charCodeAt(index))) return false;
  return true;
}

/**
 * Whether a caller's origin is on the allow list. An entry is an exact origin
 * ("https://www.akoma.example"), "*" for any, or ends in ":*" for any port of one host
 * ("http://localhost:*").
 */
export function originAllowed(origin: string | null | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  return allowed.some((entry) => {
    if (entry === '*') return true;
    if (entry.endsWith(':*')) {
      const prefix = entry.slice(0, -1);
      return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length));
    }
    return entry === origin;
  });
}

/**
 * The languages an e-mail to a visitor goes out in: the site's editions, English at the root and
 * French under /fr. A form sends its edition's as `language`; without one, English.
 */
export const mailLanguages = ['en', 'fr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export const isMailLanguage = (value: unknown): value is MailLanguage => (mailLanguages as readonly unknown[]).includes(value);

/** What a visitor can say their inquiry is about; the contact form offers them in this order. */
export const interestIds = ['capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other'] as const;
export type InterestId = (typeof interestIds)[number];

/**
 * A contact inquiry as the site sends it (`POST /send-contact-email/inquiries`) and the function
 * reads it. Every field is text, trimmed by the function.
 */
export interface ContactInquiry {
  name: string;
  email: string;
  company: string;
  /** The person's job title. */
  role: string;
  country: string;
  message: string;
  /** The chosen interest, or '' for none. */
  interest: InterestId | '';
  subject: string;
  /** The edition it was sent from: the visitor's acknowledgement is in this language. @default 'en' */
  language?: MailLanguage;
}

/**
 * The subject that made an inquiry a newsletter sign-up before sign-ups had their own route
 * (`POST /send-contact-email/newsletter`). Only the function still reads it: its legacy root, for
 * older bundles of the site that post a sign-up as an inquiry with this subject, and the company's
 * e-mail for a sign-up stored as an inquiry before sign-ups had their own table.
 */
export const newsletterSubject = 'Newsletter subscription';

/** "New Contact Inquiry - {interest or General}": the subject the company's inbox sorts on. */
export function contactSubject(interest: InterestId | ''): string {
  return `New Contact Inquiry - ${interest === '' ? 'General' : interest}`;
}

/** The longest value accepted per inquiry field, in characters after trimming. */
export const inquiryFieldLimits = {
  name: 120,
  email: maxEmailLength,
  company: 160,
  role: 120,
  country: 80,
  message: 5000,
  subject: 200,
  clientRequestId: 100,
} as const;
