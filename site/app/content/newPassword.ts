/**
 * The words of the page a password-reset link opens (/auth/new-password), around the new-password
 * form (whose own words are the account's: content/account.ts).
 */
export const newPasswordContent = {
  waiting: 'Checking your reset link…',
  invalid: 'This reset link has expired or has already been used. Ask for a new one and use the latest e-mail.',
  noLink: 'This page sets a new password from the link we e-mail you. Ask for a link, then open it on this device.',
  requestAgain: 'Request a new link',
  intro: 'Choose a new password for your account. You stay signed in afterwards.',
  done: 'Your new password is set, and you are signed in.',
} as const;
