import { brand } from './brand';

/** The IndyCircle sign-in page's words: sign in (the default tab) or create an account. */
export const authContent = {
  intro: 'Save insights, track your tools and assessments, and join expert events: free for people leading change at work across Africa.',
  cardTitle: 'Sign in or Create your account',
  tabs: { signIn: 'Sign in', signUp: 'Create account' },
  signIn: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in...',
  },
  signUp: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work email',
    password: 'Create password',
    passwordPlaceholder: 'A strong password, 6 characters or more',
    submit: 'Create free account',
    busy: 'Creating account...',
  },
  linkedIn: 'Continue with LinkedIn',
  or: 'or',
  whyJoin: {
    heading: `Why join ${brand.memberArea}?`,
    benefits: [
      'Curated resources for your role and sector',
      'Progress tracking with analytics for your tools and assessments',
      'Expert events: masterclass registration and recordings',
      'Personalised insights from our research across African markets',
    ],
    more: { label: `See what ${brand.memberArea} offers today`, href: '/circle' },
  },
  trustedBy: { label: 'Trusted by teams at', companies: ['ZestPay Fintech', 'Savanna Foods', 'GreenFields Agri'] },
  /** "Forgot password?": the reset form that takes the sign-in tab's place. */
  recovery: {
    forgot: 'Forgot password?',
    heading: 'Reset your password',
    intro: "Enter the e-mail address you sign in with and we'll send you a link to set a new password.",
    email: 'Email',
    submit: 'Send reset link',
    busy: 'Sending...',
    back: 'Back to sign in',
    missingEmail: 'Enter your e-mail address.',
    invalidEmail: 'Enter an e-mail address like name@company.com.',
    sent: (email: string) =>
      `If ${email} has an ${brand.memberArea} account, a link to set a new password is on its way. It works once; check your spam folder if it doesn't arrive in a few minutes.`,
  },
  messages: {
    missingCredentials: 'Please enter email and password',
    signedIn: 'Signed in successfully',
    accountCreated: 'Account created. Check your email to confirm.',
    /** When Auth fails without a reason of its own. */
    failed: 'Something went wrong. Please try again.',
  },
} as const;
