import { contactDetails } from './contactDetails';
import type { ContentIcon } from './contentIcons';

/**
 * A client testimonial: company, quote, author, role, image, whether it has a video preview, and
 * three key metrics, each an icon, a label and a value.
 */
export interface Testimonial {
  company: string;
  industry: string;
  quote: string;
  /** Who said it. Client names are shown with their consent, so the quote is attributed by role. */
  author: string;
  role: string;
  /** The client's mark: original artwork, not the client's real logo. */
  image: string;
  videoPreview: boolean;
  /** Where the video plays, when there is one. */
  videoHref?: string;
  keyMetrics: readonly [KeyMetric, KeyMetric, KeyMetric];
}

export interface KeyMetric {
  icon: ContentIcon;
  label: string;
  value: string;
}

export const testimonialsSection = {
  eyebrow: 'Client voices',
  heading: 'What our clients say',
  intro: 'Leaders from fintech, food and agriculture on working with Akoma.',
  carouselLabel: 'Client testimonials',
  metricsLabel: 'Key results',
  videoLabel: 'Watch the video',
  moreLink: { label: 'Read more client stories', href: '/impact/testimonials' },
} as const;

// The same three clients as the impact page's stories, with the same facts.
export const testimonials: readonly Testimonial[] = [
  {
    company: 'ZestPay Fintech',
    industry: 'Financial technology, Nigeria',
    quote: 'Akoma gave our first-time managers the tools to lead. Decisions on hiring and promotion that used to take weeks now take days.',
    author: 'Chief People Officer',
    role: 'ZestPay Fintech, Lagos',
    image: '/images/home/client-zestpay.svg',
    videoPreview: true,
    // The company's own story film until ZestPay's testimonial video has an address of its own.
    videoHref: contactDetails.videos.story,
    keyMetrics: [
      { icon: 'clock', label: 'faster decisions', value: '73%' },
      { icon: 'user', label: 'less regretted attrition in year one', value: '60%' },
      { icon: 'trendingUp', label: 'team leads promoted from within', value: '4 in 5' },
    ],
  },
  {
    company: 'Savanna Foods',
    industry: 'Food manufacturing, Kenya',
    quote: 'IndyOps gave our three plants one weekly rhythm. Our supervisors lead their teams now, and the output shows it.',
    author: 'Head of Manufacturing',
    role: 'Savanna Foods, Kenya',
    image: '/images/home/client-savanna-foods.svg',
    videoPreview: false,
    keyMetrics: [
      { icon: 'trendingUp', label: 'productivity across three plants', value: '+35%' },
      { icon: 'trendingDown', label: 'unplanned downtime', value: '−40%' },
      { icon: 'user', label: 'night-shift absenteeism', value: '−25%' },
    ],
  },
  {
    company: 'GreenFields Agri',
    industry: 'Agriculture, Ghana',
    quote:
      'They listened to our field teams in their own languages. WellPaddy put support on every phone, and our seasons are safer for it.',
    author: 'Head of People',
    role: 'GreenFields Agri, Ghana',
    image: '/images/home/client-greenfields-agri.svg',
    videoPreview: false,
    keyMetrics: [
      { icon: 'heart', label: 'wellbeing score among field teams', value: '+28 pts' },
      { icon: 'trendingDown', label: 'safety incidents over two seasons', value: '−50%' },
      { icon: 'user', label: 'field staff reached by the diagnostic', value: '9 in 10' },
    ],
  },
];
