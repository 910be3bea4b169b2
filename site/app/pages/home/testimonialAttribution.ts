import type { Testimonial } from '../../content/schema/home';

/** How a testimonial is signed: the bold line (`author`) and the line under it (`role`) of its Quote. */
export interface Attribution {
  author: string;
  role: string;
}

/**
 * A testimonial's signature. Named only when the client agreed (`consent`): the speaker's name,
 * then their role and company ("Ada Obi" / "Chief People Officer, ZestPay Fintech"; without a
 * company, the organisation and place). Until then, by role alone: the role, then the organisation
 * and place ("Chief People Officer" / "ZestPay Fintech, Lagos"). The schema refuses consent
 * without a name; a name without consent is never shown.
 */
export function testimonialAttribution({ consent, name, role, company, organisation }: Testimonial): Attribution {
  if (consent && name) return { author: name, role: `${role}, ${company ?? organisation}` };
  return { author: role, role: organisation };
}
