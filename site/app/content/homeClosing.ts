/** The closing call to action (SPEC section 2, "Home"; the organisations claim of SPEC section 1 for the home area). */
export const closingCallToAction = {
  heading: 'Ready to transform your workplace?',
  intro:
    'Join 250+ organisations in 15 African markets building capability, wellbeing and performance with us. Tell us where you are; we will reply within 24 hours.',
  start: { label: 'Start Your Transformation', href: '/contact' },
} as const;
