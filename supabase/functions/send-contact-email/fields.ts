import { inquiryFieldLimits, isMailLanguage, isValidEmail, mailLanguages, type MailLanguage } from '../_shared/contract.ts';

/**
 * The rules every text field of a request body follows, for an inquiry and a newsletter sign-up
 * alike: text or absent, trimmed, within its length limit, whole characters, and no control
 * characters (a one-line field none at all, nor a line or paragraph separator, so no line break of
 * any kind can reach a mail header; the message only line breaks and tabs). Each problem is a
 * message naming the field.
 */

/** The fields a body may carry, each checked as text; `website` is the honeypot. */
export type FieldName = keyof typeof inquiryFieldLimits | 'interest' | 'website' | 'language';

/** A field's problem, in words, by field. */
export type FieldProblems = Partial<Record<FieldName, string>>;

/** What a request id may be: the browser's UUID, or any token of 8 to 100 letters, digits, - and _. */
const clientRequestIdPattern = /^[A-Za-z0-9_-]{8,100}$/;
/**
 * Control characters (C0, DEL and C1, which holds U+0085 NEXT LINE) and Unicode's line and paragraph
 * separators (U+2028, U+2029): never in a one-line field, since a mail header or a log line could
 * break on any of them. The message keeps its line breaks, tabs and the two separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const oneLineForbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const messageForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair on its own: not text, and not storable. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const fieldLimits: Partial<Record<FieldName, number>> = inquiryFieldLimits;

/** Whether a decoded body is a JSON object (not an array, not null), whose fields can be read. */
export const isJsonObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Reads a decoded body's text fields: `read(name)` returns the trimmed text ('' when absent) and
 * notes any problem in `problems`. Undefined when the body is not a JSON object, which has no fields.
 */
export function textFields(body: unknown): { read: (name: FieldName) => string; problems: FieldProblems } | undefined {
  if (!isJsonObject(body)) return undefined;
  const problems: FieldProblems = {};
  const read = (name: FieldName): string => {
    const value = body[name];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      problems[name] = `${name} must be text.`;
      return '';
    }
    const trimmed = value.trim();
    const limit = fieldLimits[name];
    if (limit !== undefined && trimmed.length > limit) problems[name] = `${name} must be at most ${String(limit)} characters.`;
    else if (loneSurrogate.test(trimmed)) problems[name] = `${name} contains characters that are not text.`;
    else if ((name === 'message' ? messageForbidden : oneLineForbidden).test(trimmed)) {
      problems[name] = name === 'message' ? 'message contains control characters.' : `${name} must be a single line of text.`;
    }
    return trimmed;
  };
  return { read, problems };
}

/** The problem body answered when the body is not a JSON object. */
export const notAnObject: FieldProblems = { message: 'The request body must be a JSON object.' };

/** Checks the two fields every request from a visitor has: the e-mail address and the optional request id. */
export function checkSender(fields: { email: string; clientRequestId: string | undefined }, problems: FieldProblems) {
  if (!problems.email && !isValidEmail(fields.email)) problems.email = 'Enter a valid email address.';
  if (!problems.clientRequestId && fields.clientRequestId !== undefined && !clientRequestIdPattern.test(fields.clientRequestId)) {
    problems.clientRequestId = 'clientRequestId must be 8 to 100 letters, digits, hyphens or underscores.';
  }
}

/**
 * The optional `language` of the e-mails a request leads to: 'en' or 'fr', English when absent (or
 * null). Anything else is a problem that names the two, never a silent English.
 */
export function checkLanguage(body: Record<string, unknown>, problems: FieldProblems): MailLanguage {
  const value = body.language;
  if (value === undefined || value === null) return 'en';
  if (isMailLanguage(value)) return value;
  problems.language = `language must be one of: ${mailLanguages.join(', ')}.`;
  return 'en';
}
