import { z } from 'zod';

import { line, paragraph } from './fields.ts';
import { template } from './template.ts';

/**
 * IndyCircle's home (/circle) and the Save control on every piece (site/content/pages/circle.yaml):
 * what a visitor is offered, the member's saved library, the way to their account, and what Save
 * says. The recommendations, progress, estimates and events sections have words of their own.
 */
export const circleSchema = z
  .object({
    signedOut: z
      .object({
        intro: paragraph(280).meta({ title: 'Introduction', description: 'Under the page’s heading, for visitors and members alike.' }),
        offersHeading: line(60).meta({ title: 'Heading over what it offers' }),
        offers: z.array(line(140)).min(2, 'at least 2 offers').max(10, 'at most 10 offers').meta({ title: 'What it offers' }),
        signIn: line(30).meta({ title: 'Sign in button' }),
        join: line(40).meta({ title: 'Join button' }),
      })
      .strict()
      .meta({ title: 'For visitors' }),
    library: z
      .object({
        heading: line(60),
        intro: paragraph(140).meta({ title: 'Introduction' }),
        filterLabel: line(30).meta({ title: 'Filter’s name', description: 'Read out before the choice of types: “Type”.' }),
        all: line(20).meta({ title: 'Every type', description: 'The filter’s first choice: “All”.' }),
        loading: line(60),
        loadFailed: line(140).meta({ title: 'When the library fails to load' }),
        retry: line(30).meta({ title: 'Try again button' }),
        count: z
          .object({
            one: line(60).meta({ title: 'One piece saved' }),
            many: template(60, { '{total}': 'the number' }, 'Pieces saved'),
            filtered: template(80, { '{shown}': 'the number shown', '{total}': 'the number saved' }, 'Some shown by the filter'),
          })
          .strict()
          .meta({ title: 'How many are saved' }),
        savedOn: line(30).meta({ title: 'Before the date saved' }),
        emptyHeading: line(60).meta({ title: 'Nothing saved: heading' }),
        emptyText: paragraph(160).meta({ title: 'Nothing saved: text' }),
        emptyFilteredHeading: line(60).meta({ title: 'Nothing of the chosen type: heading' }),
        emptyFilteredText: paragraph(120).meta({ title: 'Nothing of the chosen type: text' }),
        browse: line(40).meta({ title: 'Browse button' }),
        unavailable: line(80).meta({ title: 'A saved piece no longer published' }),
      })
      .strict()
      .meta({ title: 'Saved library' }),
    account: z
      .object({
        heading: line(60),
        intro: paragraph(180).meta({ title: 'Introduction' }),
        link: line(40).meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Account' }),
    save: z
      .object({
        invitation: line(60).meta({ title: 'To a visitor who presses Save', description: 'Followed by the sign-in link.' }),
        signIn: line(60).meta({ title: 'Sign-in link' }),
        failed: template(140, { '{title}': 'the piece’s title' }, 'When saving fails'),
        full: template(140, { '{title}': 'the piece’s title' }, 'When the library is full'),
        removeFailed: template(140, { '{title}': 'the piece’s title' }, 'When removing fails'),
        savedOnReturn: template(100, { '{title}': 'the piece’s title' }, 'Saved after signing in'),
      })
      .strict()
      .meta({ title: 'Save, on every piece' }),
    follow: z
      .object({
        label: template(60, { '{topic}': 'the topic’s name' }, 'The Follow button'),
        pieceTopics: line(60).meta({ title: 'On a piece: over its topics’ Follow buttons' }),
        resultsTopic: paragraph(200).meta({ title: 'On the assessment’s results: beside the weakest area’s Follow button' }),
        invitation: line(80).meta({ title: 'To a visitor who presses Follow', description: 'Followed by the sign-in link.' }),
        signIn: line(60).meta({ title: 'Sign-in link' }),
        failed: template(140, { '{topic}': 'the topic’s name' }, 'When following fails'),
        full: template(160, { '{topic}': 'the topic’s name' }, 'When the member follows as many topics as allowed'),
        unfollowFailed: template(140, { '{topic}': 'the topic’s name' }, 'When stopping fails'),
        followedOnReturn: template(100, { '{topic}': 'the topic’s name' }, 'Followed after signing in'),
      })
      .strict()
      .meta({ title: 'Follow, on pieces, IndyCircle and the assessment' }),
    topics: z
      .object({
        heading: line(60),
        intro: paragraph(240).meta({ title: 'Introduction' }),
        pillars: line(60).meta({ title: 'Heading over the three pillars' }),
        tags: line(60).meta({ title: 'Heading over the other topics' }),
        loading: line(60),
        loadFailed: line(140).meta({ title: 'When the topics fail to load' }),
        retry: line(30).meta({ title: 'Try again button' }),
        preferences: line(60).meta({ title: 'Link to the e-mail preferences' }),
      })
      .strict()
      .meta({ title: 'Your topics' }),
    welcome: z
      .object({
        title: template(80, { '{name}': 'the member’s first name' }, 'Heading, with the member’s name'),
        titleNoName: line(80).meta({ title: 'Heading, when the member gave no name' }),
        text: paragraph(240),
      })
      .strict()
      .meta({ title: 'Welcome, once an account is confirmed' }),
  })
  .strict();

export type CircleContent = z.output<typeof circleSchema>;
