import { z } from 'zod';

import { href, line, paragraph } from './fields.ts';
import { template } from './template.ts';

const solution = (title: string) =>
  z
    .object({
      name: line(40),
      path: href.meta({ title: 'Page', description: 'The solution’s page on the site (/solutions/wellbeing).' }),
    })
    .strict()
    .meta({ title });

/**
 * IndyCircle's recommendations (site/content/pages/circle-recommendations.yaml): the section's
 * words, the reasons given for each recommendation, the solution suggested for each assessment
 * area, and the insight topics' names. Which pieces suit which area, and how they are scored, is
 * the site's code (site/app/content/recommendations.ts, site/app/members/recommend.ts).
 */
export const recommendationsSchema = z
  .object({
    section: z
      .object({
        heading: line(60),
        intro: paragraph(140).meta({ title: 'Introduction' }),
        introWithoutData: paragraph(140).meta({ title: 'Introduction, before any assessment or save' }),
        loading: line(60),
        piecesCaption: line(80).meta({ title: 'Pieces list’s name for screen readers' }),
        reasonsLabel: line(20).meta({ title: 'Before the reasons', description: '“Why:”' }),
        solutionHeading: line(60).meta({ title: 'Heading over the solution' }),
        solutionLink: template(60, { '{name}': 'the solution’s name' }, 'Solution button'),
        allSaved: paragraph(140).meta({ title: 'When everything is saved' }),
        browse: line(40).meta({ title: 'Browse button' }),
      })
      .strict()
      .meta({ title: 'Section' }),
    reasons: z
      .object({
        weakestArea: template(100, { '{area}': 'the area’s name', '{score}': 'its score out of 100' }, 'The weakest area'),
        savedTopicOne: template(100, { '{topic}': 'the topic' }, 'One piece saved on the topic'),
        savedTopicMany: template(100, { '{count}': 'the number', '{topic}': 'the topic' }, 'Pieces saved on the topic'),
        newest: line(100).meta({ title: 'One of the newest' }),
        topTier: template(120, { '{tier}': 'the result’s name' }, 'The top result (for the flagship programme)'),
        areaSolution: template(100, { '{solution}': 'the solution’s name', '{area}': 'the area’s name' }, 'Why the solution'),
      })
      .strict()
      .meta({ title: 'Reasons' }),
    solutions: z
      .object({
        peopleFocus: solution('For a low People focus'),
        caseForChange: solution('For a low Case for change'),
        scale: solution('For a low Scale'),
        flagship: solution('For the top result'),
      })
      .strict()
      .meta({ title: 'Solutions suggested' }),
    topicNames: z
      .object({
        capability: line(40),
        wellbeing: line(40),
        performance: line(40),
        africanBusiness: line(40).meta({ title: 'African business' }),
      })
      .strict()
      .meta({ title: 'Topics’ names', description: 'In the reasons, and in the editor’s choice of a piece’s topic.' }),
  })
  .strict();

export type RecommendationsContent = z.output<typeof recommendationsSchema>;
