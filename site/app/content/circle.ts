import { brand } from './brand';

/** The words of IndyCircle's home (/circle) and of the Save control on every piece. */
export const circleCopy = {
  signedOut: {
    intro: `${brand.memberArea} is the free member area for people leading change at work across Africa. Keep the research, tools and events you want to come back to in one place, on any device.`,
    offersHeading: `What ${brand.memberArea} gives you`,
    offers: [
      'A library of everything you save, filtered by type, on every device you sign in on',
      'Save from any insight, article, report, podcast or video with one press',
      'Your ROI estimates and readiness assessments kept, with your progress charted over time',
      'Reading picked for your weakest area and the topics you save, with the reasons shown',
      'Register for masterclasses, summits and roundtables, and see your events in one place',
      'Sign in with your e-mail address or your LinkedIn account',
    ],
    signIn: 'Sign in',
    join: 'Create your free account',
  },
  library: {
    heading: 'Your saved library',
    intro: 'Everything you saved to read, watch or listen to later, newest first.',
    filterLabel: 'Type',
    all: 'All',
    loading: 'Loading your library…',
    loadFailed: "We couldn't load your library. Check your connection and try again.",
    retry: 'Try again',
    count: (shown: number, total: number) =>
      shown === total
        ? `${String(total)} saved ${total === 1 ? 'piece' : 'pieces'}`
        : `Showing ${String(shown)} of ${String(total)} saved pieces`,
    savedOn: 'Saved',
    emptyHeading: 'Nothing saved yet',
    emptyText: 'Press Save on any insight, article, report, podcast or video and it will wait for you here.',
    emptyFilteredHeading: 'Nothing of this type saved',
    emptyFilteredText: 'Choose All to see everything you saved.',
    browse: 'Browse insights',
    /** A saved piece the site no longer publishes. */
    unavailable: 'This piece is no longer published.',
  },
  account: {
    heading: 'Your account',
    intro: 'Change your name, e-mail address or password, sign out of every device, download your data or delete your account.',
    link: 'Manage your account',
  },
  save: {
    invitation: `Save it to ${brand.memberArea}, free:`,
    signIn: 'sign in or create an account',
    failed: (title: string) => `We couldn't save “${title}”. Check your connection and try again.`,
    removeFailed: (title: string) => `We couldn't remove “${title}” from your library. Check your connection and try again.`,
    savedOnReturn: (title: string) => `“${title}” is saved in ${brand.memberArea}.`,
  },
} as const;
