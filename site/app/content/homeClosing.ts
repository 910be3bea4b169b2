/** The closing call to action, with the claim the header and home page use: 250+ organisations in 15 African markets. */
export const closingCallToAction = {
  heading: 'Ready to transform your workplace?',
  intro:
    'Join 250+ organisations in 15 African markets building capability, wellbeing and performance with us. Tell us where you are; we will reply within 24 hours.',
  start: { label: 'Start Your Transformation', href: '/contact' },
} as const;
