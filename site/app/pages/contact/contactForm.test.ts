import { describe, expect, it } from 'vitest';

import contact from '#content/contact';

import {
  buildContactInquiry,
  contactFormReducer,
  emptyContactForm,
  firstInvalidField,
  initialContactFormState,
  serverFieldErrors,
  validateContactForm,
  type ContactFormState,
} from './contactForm';

const filled = {
  name: '  Ada Okafor ',
  email: ' ada@bank.com.ng ',
  company: ' First Lagos Bank ',
  role: ' Head of People ',
  country: 'Nigeria',
  message: ' We want to build leadership capability across our branches. ',
};

describe('validateContactForm', () => {
  it('accepts a form with a name, a valid e-mail and a message, optional fields empty', () => {
    expect(validateContactForm({ ...emptyContactForm, name: 'Ada', email: 'ada@bank.com', message: 'Hello' })).toEqual({});
  });

  it('asks for each required field that is empty or only spaces', () => {
    expect(validateContactForm({ ...emptyContactForm, name: '   ', message: ' ' })).toEqual({
      name: contact.form.errors.nameMissing,
      email: 'Enter your email address.',
      message: contact.form.errors.messageMissing,
    });
  });

  it('explains the expected shape of a malformed e-mail address', () => {
    expect(validateContactForm({ ...filled, email: 'ada@bank' }).email).toBe('Enter an email address like name@company.com.');
  });

  it('never requires company, job title or country', () => {
    const errors = validateContactForm({ ...filled, company: '', role: '', country: '' });
    expect(errors).toEqual({});
  });
});

describe('validateContactForm limits', () => {
  it('refuses a message over 5,000 characters, saying how long it is and what to cut it to', () => {
    expect(validateContactForm({ ...filled, message: 'a'.repeat(5000) })).toEqual({});
    expect(validateContactForm({ ...filled, message: 'a'.repeat(5012) }).message).toBe(
      'This is 5,012 characters. Shorten it to 5,000 or fewer.',
    );
  });

  it('counts after trimming, as the server does', () => {
    expect(validateContactForm({ ...filled, message: ` ${'a'.repeat(5000)}  ` })).toEqual({});
  });

  it('holds the other fields to the server’s limits too', () => {
    const errors = validateContactForm({ ...filled, name: 'n'.repeat(121), company: 'c'.repeat(161), role: 'r'.repeat(121) });
    expect(Object.keys(errors)).toEqual(['name', 'company', 'role']);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the messages for fields the form shows', () => {
    expect(serverFieldErrors({ name: 'Too long.', clientRequestId: 'Bad id.' })).toEqual({ name: 'Too long.' });
  });

  it('is undefined when none of the refused fields is on the form', () => {
    expect(serverFieldErrors({ subject: 'Missing.', interest: 'Unknown.' })).toBeUndefined();
  });
});

describe('firstInvalidField', () => {
  it('follows the order the fields are shown in, not the order problems were found', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ message: 'x' })).toBe('message');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('buildContactInquiry', () => {
  it('sends trimmed values with the interest and its subject', () => {
    expect(buildContactInquiry(filled, 'capability')).toEqual({
      name: 'Ada Okafor',
      email: 'ada@bank.com.ng',
      company: 'First Lagos Bank',
      role: 'Head of People',
      country: 'Nigeria',
      message: 'We want to build leadership capability across our branches.',
      interest: 'capability',
      subject: 'New Contact Inquiry - capability',
    });
  });

  it('sends a one-line field pasted with a Unicode line break as one line, and the message’s NEXT LINE as a line break', () => {
    const pasted = {
      ...filled,
      name: 'Ada\u2028Okafor',
      company: 'First\u2029Lagos\u0085Bank',
      role: 'Head of\u2028 People',
      message: 'Hello\u2028there\u0085Ada',
    };
    expect(buildContactInquiry(pasted, '')).toMatchObject({
      name: 'Ada Okafor',
      company: 'First Lagos Bank',
      role: 'Head of People',
      message: 'Hello\u2028there\nAda',
    });
  });

  it('falls back to a General subject without an interest', () => {
    const inquiry = buildContactInquiry(filled, '');
    expect(inquiry.interest).toBe('');
    expect(inquiry.subject).toBe('New Contact Inquiry - General');
  });
});

describe('contactFormReducer', () => {
  const typed: ContactFormState = { ...initialContactFormState, values: { ...filled }, interest: 'wellbeing' };

  it('keeps one interest at most: choosing another replaces it', () => {
    const first = contactFormReducer(initialContactFormState, { type: 'chooseInterest', interest: 'capability' });
    const second = contactFormReducer(first, { type: 'chooseInterest', interest: 'partnership' });
    expect(second.interest).toBe('partnership');
  });

  it('keeps every value when a submit is rejected, and clears only the edited field’s problem', () => {
    const rejected = contactFormReducer(typed, { type: 'rejectSubmit', errors: { email: 'bad', message: 'missing' } });
    expect(rejected.values).toEqual(filled);
    const edited = contactFormReducer(rejected, { type: 'edit', field: 'email', value: 'ada@bank.com' });
    expect(edited.errors).toEqual({ message: 'missing' });
    expect(edited.values.email).toBe('ada@bank.com');
  });

  it('marks the form as sending, then clears values and interest after a successful send', () => {
    const sending = contactFormReducer(typed, { type: 'sendStarted' });
    expect(sending.status).toBe('sending');
    expect(contactFormReducer(sending, { type: 'sendSucceeded' })).toEqual(initialContactFormState);
  });

  it('keeps every value and the interest after a failed send, ready to try again', () => {
    const failed = contactFormReducer(contactFormReducer(typed, { type: 'sendStarted' }), {
      type: 'sendFailed',
      failure: { kind: 'unavailable' },
    });
    expect(failed).toEqual({ ...typed, status: 'idle', rateLimited: undefined });
  });

  it('puts the server’s field messages on their fields, keeping every value', () => {
    const failed = contactFormReducer(contactFormReducer(typed, { type: 'sendStarted' }), {
      type: 'sendFailed',
      failure: { kind: 'invalidFields', fields: { message: 'Too long.', email: 'Not deliverable.', interest: 'Unknown.' } },
    });
    expect(failed.errors).toEqual({ email: 'Not deliverable.', message: 'Too long.' });
    expect(firstInvalidField(failed.errors)).toBe('email');
    expect(failed.values).toEqual(filled);
    expect(failed.interest).toBe('wellbeing');
  });

  it('remembers a rate limit with its wait until the next send starts', () => {
    const limited = contactFormReducer(contactFormReducer(typed, { type: 'sendStarted' }), {
      type: 'sendFailed',
      failure: { kind: 'rateLimited', retryAfterSeconds: 480 },
    });
    expect(limited.rateLimited).toEqual({ retryAfterSeconds: 480 });
    expect(limited.values).toEqual(filled);
    expect(contactFormReducer(limited, { type: 'sendStarted' }).rateLimited).toBeUndefined();
  });

  it('takes a handed-over interest and message', () => {
    const prefilled = contactFormReducer(initialContactFormState, { type: 'prefill', interest: 'performance', message: 'Targets stall.' });
    expect(prefilled.interest).toBe('performance');
    expect(prefilled.values.message).toBe('Targets stall.');
  });

  it('never overwrites a message the visitor already wrote with a handed-over one', () => {
    const prefilled = contactFormReducer(typed, { type: 'prefill', message: 'Something else' });
    expect(prefilled.values.message).toBe(filled.message);
  });
});
