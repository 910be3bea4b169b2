import solutions from '#content/solutions';

import type { PillarId } from './pillars';
import type { SolutionsContent } from './schema/solutions';

/**
 * The TriSphere's pillars as the pages use them: each pillar's words (site/content/pages/solutions.yaml)
 * with its id and its address on the solutions page. The rest of the page's words are
 * `#content/solutions`.
 */

export interface Pillar {
  id: PillarId;
  /** The pillar's name, as in the header menu. */
  name: string;
  /** The heading of its deliverables section. */
  heading: string;
  intro: string;
  /** Its deliverables table: each solution and the proof behind it. */
  deliverables: SolutionsContent['pillars'][PillarId]['deliverables'];
  path: `/solutions/${PillarId}`;
}

// In the order of site/app/content/pillars.ts, which the schema's keys follow; read from the content
// itself so that this page's code does not share a module with the products' (one script file less).
export const pillars: readonly Pillar[] = (Object.keys(solutions.pillars) as PillarId[]).map((id) => ({
  id,
  ...solutions.pillars[id],
  path: `/solutions/${id}`,
}));
