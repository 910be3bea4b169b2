/**
 * The TriSphere's three pillars, by id: the solutions page's sections and sub-routes
 * (/solutions/capability...), the pillars a product or a solution serves, and the contact form's
 * interests (Ask Indy hands a pillar over as one). Ids are code; each pillar's words are content
 * (site/content/pages/solutions.yaml). A plain module, so the content schemas and the pages can both
 * read it.
 */
export const pillarIds = ['capability', 'wellbeing', 'performance'] as const;
export type PillarId = (typeof pillarIds)[number];
