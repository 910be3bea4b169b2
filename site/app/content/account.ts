import { brand } from './brand';

/** The minimum length of a password, as the authentication service enforces it (supabase/config.toml). */
export const minimumPasswordLength = 6;

/** The words of the IndyCircle account page (/circle/account) and of the page a reset link opens. */
export const accountContent = {
  intro: `Your ${brand.memberArea} account: your name, how you sign in, your data, and deleting the account.`,
  signedOut: {
    text: `Sign in to change your name, e-mail address or password, download your data or delete your ${brand.memberArea} account.`,
    signIn: 'Sign in',
  },
  loading: 'Loading your account…',
  loadFailed: "We couldn't load your account. Check your connection and try again.",
  retry: 'Try again',
  name: {
    heading: 'Your name',
    intro: 'How we greet you on the site and in our e-mails.',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Save name',
    busy: 'Saving...',
    saved: 'Your name is saved.',
    tooLong: 'Use 80 characters or fewer.',
  },
  email: {
    heading: 'E-mail address',
    current: (email: string) => `You sign in with ${email}.`,
    pending: (email: string) => `Waiting for you to confirm ${email}: follow the link we sent there.`,
    newEmail: 'New e-mail address',
    submit: 'Change e-mail address',
    busy: 'Sending...',
    invalid: 'Enter an e-mail address like name@company.com.',
    same: 'This is already your e-mail address.',
    sent: (email: string) =>
      `Check ${email}: follow the link we sent there to confirm it. Until then you keep signing in with your current address.`,
    changed: (email: string) => `Your e-mail address is now ${email}.`,
  },
  password: {
    heading: 'Password',
    intro: 'Changing your password signs you out on every other device.',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    placeholder: `At least ${String(minimumPasswordLength)} characters`,
    submit: 'Change password',
    busy: 'Changing...',
    tooShort: `Use at least ${String(minimumPasswordLength)} characters.`,
    mismatch: "The two passwords don't match.",
    changed: 'Your password is changed. Other devices are signed out.',
  },
  sessions: {
    heading: 'Signing out',
    intro: 'Sign out here, or everywhere you are signed in: phones, laptops and shared computers.',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out of all devices',
    busy: 'Signing out...',
    signedOut: "You're signed out",
    signedOutEverywhere: "You're signed out on every device",
  },
  data: {
    heading: 'Your data',
    intro: `Download everything ${brand.memberArea} keeps about you (your profile, saved pieces, ROI estimates, assessments and event registrations) as one JSON file.`,
    download: 'Download my data',
    busy: 'Preparing...',
    ready: 'Your data is downloaded.',
    failed: "We couldn't prepare your data. Check your connection and try again.",
    fileName: (date: string) => `${brand.memberArea.toLowerCase()}-data-${date}.json`,
  },
  deletion: {
    heading: 'Delete your account',
    intro: `Deleting your account removes your sign-in and everything you keep in ${brand.memberArea} at once. It can't be undone. We'll e-mail you to confirm.`,
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogText: `Your account, saved pieces, ROI estimates, assessments and event registrations will be deleted for good.`,
    confirmField: 'Type your e-mail address to confirm',
    confirm: 'Delete my account for good',
    mismatch: "That isn't the e-mail address you sign in with.",
    failed: "We couldn't delete your account. Nothing was deleted. Check your connection and try again.",
    deleted: (email: string) => `Your account is deleted. We've sent a confirmation to ${email}.`,
    deletedUnmailed: 'Your account is deleted.',
  },
} as const;
