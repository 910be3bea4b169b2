import { contactDetails } from './contactDetails';

/** The story video placeholder: a 2:30 film, opening on its host in a new tab. */
export const storyVideo = {
  eyebrow: 'Our story',
  heading: 'See how we work',
  intro:
    'Two and a half minutes with our team and clients in Lagos: how a transformation starts, what changes first, and what it feels like to work differently.',
  title: 'Our story: transforming African workplaces',
  description: 'From the first diagnostic to the results, in the words of the people who lived it.',
  durationSeconds: 150,
  href: contactDetails.videos.story,
  poster: { src: '/images/home/story-poster.svg', width: 1280, height: 720 },
  highlightsHeading: 'In the film',
  highlights: [
    'How a transformation starts, with the OHI Africa diagnostic',
    'What changes first for managers and their teams',
    'The results, in our clients’ own words',
  ],
} as const;
