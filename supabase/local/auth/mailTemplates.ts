import { escapeHtml } from '../../functions/_shared/http.ts';

/**
 * The Auth API's e-mails, apart from the code that sends them (as GoTrue keeps its templates):
 * each has the link, and the one-time code when a fresh one was made.
 */

export const authMailFrom = 'Akoma IndyCircle <no-reply@akoma.example>';

export interface AuthMail {
  subject: string;
  html: string;
  text: string;
}

interface MailParts {
  greeting: string;
  lead: string;
  action: string;
  link: string;
  code: string | undefined;
  footer: string;
}

function compose(subject: string, parts: MailParts): AuthMail {
  const codeText = parts.code ? `\n\nOr enter this code: ${parts.code}` : '';
  const codeHtml = parts.code ? `<p>Or enter this code: <strong>${escapeHtml(parts.code)}</strong></p>` : '';
  return {
    subject,
    html: `<p>${escapeHtml(parts.greeting)}</p><p>${escapeHtml(parts.lead)}</p><p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.action)}</a></p>${codeHtml}<p>${escapeHtml(parts.footer)}</p>`,
    text: `${parts.greeting}\n\n${parts.lead}\n${parts.link}${codeText}\n\n${parts.footer}`,
  };
}

const greeting = (firstName: unknown) => `Hello ${typeof firstName === 'string' && firstName.trim() ? firstName.trim() : 'there'},`;

export function confirmationMail(link: string, code: string | undefined, firstName: unknown): AuthMail {
  return compose('Confirm your IndyCircle account', {
    greeting: greeting(firstName),
    lead: 'Confirm your email address to finish creating your IndyCircle account:',
    action: 'Confirm my email',
    link,
    code,
    footer: "If you didn't create an account, you can ignore this message.",
  });
}

export function recoveryMail(link: string, code: string | undefined, firstName: unknown): AuthMail {
  return compose('Reset your IndyCircle password', {
    greeting: greeting(firstName),
    lead: 'Someone asked to reset the password for this IndyCircle account.',
    action: 'Choose a new password',
    link,
    code,
    footer: "If it wasn't you, ignore this message: your password stays the same.",
  });
}

export function magicLinkMail(link: string, code: string | undefined, firstName: unknown): AuthMail {
  return compose('Your IndyCircle sign-in link', {
    greeting: greeting(firstName),
    lead: 'Follow this link to sign in to IndyCircle:',
    action: 'Sign in',
    link,
    code,
    footer: "If you didn't ask to sign in, you can ignore this message.",
  });
}

export function emailChangeMail(link: string, code: string | undefined, firstName: unknown, newEmail: string): AuthMail {
  return compose('Confirm your new IndyCircle email address', {
    greeting: greeting(firstName),
    lead: `Confirm ${newEmail} as the new email address of your IndyCircle account:`,
    action: 'Confirm my new email',
    link,
    code,
    footer: "If you didn't ask for this change, you can ignore this message: your address stays the same.",
  });
}

export function emailChangeCurrentMail(link: string, code: string | undefined, firstName: unknown, newEmail: string): AuthMail {
  return compose('Confirm the change of your IndyCircle email address', {
    greeting: greeting(firstName),
    lead: `Someone asked to change your IndyCircle account's email address to ${newEmail}. Confirm it here, and from the message sent to the new address:`,
    action: 'Confirm the change',
    link,
    code,
    footer: "If it wasn't you, ignore this message and change your password: the address stays as it is.",
  });
}
