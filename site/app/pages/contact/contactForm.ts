/**
 * The contact form's rules as pure functions: which fields there are, what makes them invalid, the
 * payload sent, and how the form's state moves from idle to sending to sent (cleared) or failed
 * (kept, with the server's reasons on their fields or a note on when to try again). The page
 * component only wires these to the screen.
 */
import contact from '#content/contact';

import { emailProblem } from '../../forms/email';
import { formatCount } from '../../format';
import {
  contactSubject,
  inquiryFieldLimits,
  type ContactInquiry,
  type ContactSendFailure,
  type InquiryField,
  type InterestId,
} from '../../forms/contactInquiry';

const { errors: problems } = contact.form;

/** The id of the form's heading, which the hero's "Send us a message" button jumps to. */
export const contactFormHeadingId = 'contact-form';

/** The text fields, in the order the form shows them (focus goes to the first invalid one in this order). */
export const contactFieldNames = ['name', 'email', 'company', 'role', 'country', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export type ContactFormValues = Record<ContactFieldName, string>;
export type ContactFormErrors = Partial<Record<ContactFieldName, string>>;

export const emptyContactForm: ContactFormValues = { name: '', email: '', company: '', role: '', country: '', message: '' };

/** What is wrong with the form, per field, in words for the person filling it in. Empty when it can be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.name.trim() === '') errors.name = problems.nameMissing;
  const emailError = emailProblem(values.email);
  if (emailError) errors.email = emailError;
  if (values.message.trim() === '') errors.message = problems.messageMissing;
  // The server's limits, checked here first so a long message is never sent only to be refused.
  for (const field of contactFieldNames) {
    const length = values[field].trim().length;
    const limit = inquiryFieldLimits[field];
    if (errors[field] === undefined && length > limit)
      errors[field] = problems.tooLong.replace('{length}', formatCount(length)).replace('{limit}', formatCount(limit));
  }
  return errors;
}

/**
 * The server's field messages that belong to a field the form shows, or undefined when none does
 * (a refused topic, subject or request id is nothing the visitor can fix, so it is a general failure).
 */
export function serverFieldErrors(fields: Partial<Record<InquiryField, string>>): ContactFormErrors | undefined {
  const errors: ContactFormErrors = {};
  for (const field of contactFieldNames) if (fields[field]) errors[field] = fields[field];
  return firstInvalidField(errors) ? errors : undefined;
}

/** The first field, in the order shown, that has a problem: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactFormErrors): ContactFieldName | undefined {
  return contactFieldNames.find((field) => errors[field] !== undefined);
}

/**
 * A one-line field's text, trimmed, with any line break in it made a space: a text box drops CR and
 * LF itself, but keeps Unicode's line and paragraph separators (U+2028, U+2029) and NEXT LINE
 * (U+0085), which text pasted from a document can carry unseen and the server refuses in a one-line
 * field. The visitor sees a space where they were; nothing they typed is lost.
 */
const oneLine = (value: string) => value.replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ' ').trim();

/** The payload for the `send-contact-email` function: trimmed values, interest and subject. */
export function buildContactInquiry(values: ContactFormValues, interest: InterestId | ''): ContactInquiry {
  return {
    name: oneLine(values.name),
    email: values.email.trim(),
    company: oneLine(values.company),
    role: oneLine(values.role),
    country: values.country,
    // NEXT LINE is a control character to the server even in the message: sent as the line break it is.
    message: values.message.replaceAll('\u0085', '\n').trim(),
    interest,
    subject: contactSubject(interest),
  };
}

export interface ContactFormState {
  values: ContactFormValues;
  /** The chosen interest card, or '' for none (at most one). */
  interest: InterestId | '';
  /** Problems found at the last submit; a field's problem clears as soon as it is edited. */
  errors: ContactFormErrors;
  status: 'idle' | 'sending';
  /** Set when the server refused the last send for sending too often: how long it asked to wait, if it said. */
  rateLimited?: { retryAfterSeconds: number | undefined };
}

export const initialContactFormState: ContactFormState = { values: emptyContactForm, interest: '', errors: {}, status: 'idle' };

export type ContactFormAction =
  | { type: 'edit'; field: ContactFieldName; value: string }
  | { type: 'chooseInterest'; interest: InterestId }
  | { type: 'prefill'; interest?: InterestId; message?: string }
  | { type: 'rejectSubmit'; errors: ContactFormErrors }
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed'; failure: ContactSendFailure };

/**
 * The form's transitions. Nothing the visitor typed is ever dropped, except after a successful
 * send, which clears the form and the interest for the next message.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: { ...state.errors, [action.field]: undefined },
      };
    case 'chooseInterest':
      return { ...state, interest: action.interest };
    case 'prefill':
      return {
        ...state,
        interest: action.interest ?? state.interest,
        // A hand-off fills an empty message box; it never overwrites what the visitor already wrote.
        values: action.message && state.values.message.trim() === '' ? { ...state.values, message: action.message } : state.values,
      };
    case 'rejectSubmit':
      return { ...state, errors: action.errors, status: 'idle' };
    case 'sendStarted':
      return { ...state, errors: {}, status: 'sending', rateLimited: undefined };
    case 'sendSucceeded':
      return initialContactFormState;
    case 'sendFailed': {
      const { failure } = action;
      const errors = failure.kind === 'invalidFields' ? serverFieldErrors(failure.fields) : undefined;
      return {
        ...state,
        status: 'idle',
        errors: errors ?? state.errors,
        rateLimited: failure.kind === 'rateLimited' ? { retryAfterSeconds: failure.retryAfterSeconds } : undefined,
      };
    }
  }
}
