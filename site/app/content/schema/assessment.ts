import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';
import { template } from './template.ts';

/**
 * The readiness assessment's words, in two files so each page's code carries only its own:
 *
 * - site/content/pages/home-assessment.yaml: the home page's quiz, its results (the tiers' names,
 *   descriptions and recommendations) and Save to IndyCircle, with each area's name;
 * - site/content/pages/circle-assessment-history.yaml: IndyCircle's history of saved results.
 *
 * The scoring model stays code (site/app/content/assessment.ts): the questions' and answers' ids,
 * the answers' weights and the tiers' thresholds (up to 40, up to 70, above). So the file has one
 * entry per question and per answer, by id, and no more or fewer: a missing one fails the build.
 * The rules, with a worked table, are in docs/product-rules.md, "Readiness assessment".
 */

const areaHelp =
  'The part of readiness this question measures, named in IndyCircle (“Weakest area: Scale”). Saved results keep the name they were saved with: a renamed area no longer matches older results.';

/** An answer's words; its score is the model's. */
const answer = (title: string) => line(80).meta({ title });

/** A question: its words, the area it measures, and each answer's words, by the answer's id. */
const question = <Answers extends z.ZodRawShape>(title: string, answers: Answers) =>
  z
    .object({
      question: line(120),
      area: line(30).meta({ title: 'Area it measures', description: areaHelp }),
      options: z
        .object(answers)
        .strict()
        .meta({ title: 'Answers', description: 'Each answer’s score is fixed by the scoring model; only its words are here.' }),
    })
    .strict()
    .meta({ title });

/** A result tier: its name, what it means and three recommendations. */
const tier = (title: string) =>
  z
    .object({
      title: line(40).meta({
        title: 'Name',
        description: 'Fixed by the specification. Saved results keep the name they were saved with.',
      }),
      description: paragraph(300),
      recommendations: z
        .array(paragraph(160))
        .min(3, 'exactly 3 recommendations')
        .max(3, 'exactly 3 recommendations')
        .meta({ title: 'Recommendations', description: 'Shown numbered under “Where to start”.' }),
    })
    .strict()
    .meta({ title });

/** pages/home-assessment.yaml: the home page's readiness assessment. */
export const assessmentSchema = z
  .object({
    eyebrow: line(40).meta({ title: 'Eyebrow', description: 'The small line above the section’s heading.' }),
    heading: line(90),
    intro: paragraph(200).meta({ title: 'Introduction' }),
    start: z
      .object({
        heading: line(60),
        points: z.array(line(60)).min(2, 'at least 2 points').max(5, 'at most 5 points').meta({ title: 'Points' }),
        button: line(40).meta({ title: 'Start button' }),
      })
      .strict()
      .meta({ title: 'Before the questions' }),
    progressLabel: line(40).meta({ title: 'Progress bar’s name', description: 'Read out by screen readers with the progress.' }),
    questions: z
      .object({
        priority: question('Question 1: priority', {
          talent: answer('Talent'),
          performance: answer('Performance'),
          culture: answer('Culture'),
          leadership: answer('Leadership'),
        }),
        engagement: question('Question 2: engagement', {
          excellent: answer('Excellent'),
          good: answer('Good'),
          average: answer('Average'),
          poor: answer('Poor'),
        }),
        stage: question('Question 3: stage and size', {
          startup: answer('Startup'),
          growth: answer('Growing'),
          established: answer('Established'),
          enterprise: answer('Enterprise'),
        }),
      })
      .strict()
      .meta({ title: 'Questions' }),
    results: z
      .object({
        heading: line(60),
        scoreLabel: line(40).meta({ title: 'Under the score' }),
        tierLabel: line(30).meta({ title: 'Above the tier’s name' }),
        recommendationsHeading: line(60).meta({ title: 'Recommendations’ heading' }),
        retake: line(40).meta({ title: 'Retake button' }),
      })
      .strict()
      .meta({ title: 'Results' }),
    tiers: z
      .object({
        low: tier('Tier for scores up to 40'),
        medium: tier('Tier for scores from 41 to 70'),
        high: tier('Tier for scores above 70'),
      })
      .strict()
      .meta({ title: 'Result tiers', description: 'Where a score falls is fixed by the scoring model.' }),
    consultation: z
      .object({
        heading: line(60),
        text: paragraph(200),
        book: line(60).meta({ title: 'Booking button', description: 'Opens the booking page in the contact details.' }),
        message: link.meta({ title: 'Message link' }),
      })
      .strict()
      .meta({ title: 'Consultation offer' }),
    save: z
      .object({
        save: line(40).meta({ title: 'Save button' }),
        saving: line(30).meta({ title: 'While saving' }),
        invitation: line(80).meta({ title: 'To a visitor who presses Save', description: 'Followed by the sign-in link.' }),
        signIn: line(60).meta({ title: 'Sign-in link' }),
        saved: line(80).meta({ title: 'Saved (notice)' }),
        open: line(40).meta({ title: 'Notice’s button', description: 'Opens IndyCircle.' }),
        savedNote: line(60).meta({ title: 'Saved (under the results)', description: 'Followed by the progress link.' }),
        seeProgress: line(60).meta({ title: 'Progress link' }),
        failed: line(120).meta({ title: 'When saving fails' }),
        full: line(120).meta({ title: 'When IndyCircle holds as many results as it keeps' }),
        unreadable: line(140).meta({
          title: 'When a returning result cannot be read',
          description: 'After signing in, if the answers in the address are not a full, valid set.',
        }),
      })
      .strict()
      .meta({ title: 'Save to IndyCircle' }),
  })
  .strict();

export type AssessmentContent = z.output<typeof assessmentSchema>;

/**
 * The names the scoring stores and IndyCircle shows (`#content/assessmentNames`): each area's
 * name by question id, and each tier's name by level, without the rest of the quiz's words.
 */
export const assessmentNamesOf = ({ questions, tiers }: AssessmentContent) => ({
  areas: { priority: questions.priority.area, engagement: questions.engagement.area, stage: questions.stage.area },
  tiers: { low: tiers.low.title, medium: tiers.medium.title, high: tiers.high.title },
});

export type AssessmentNames = ReturnType<typeof assessmentNamesOf>;

/** pages/circle-assessment-history.yaml: IndyCircle's history of saved assessments. */
export const assessmentHistorySchema = z
  .object({
    heading: line(60),
    intro: paragraph(320).meta({ title: 'Introduction' }),
    loading: line(80),
    loadFailed: line(140).meta({ title: 'When the history fails to load' }),
    retry: line(30).meta({ title: 'Try again button' }),
    empty: z
      .object({
        heading: line(60),
        text: paragraph(220),
        button: line(60).meta({ description: 'Goes to the assessment on the home page.' }),
      })
      .strict()
      .meta({ title: 'Nothing saved yet' }),
    chart: z
      .object({
        caption: line(60),
        dateHeader: line(30).meta({ title: 'Date column’s heading', description: 'In the table of the chart’s data.' }),
        scoreHeader: line(30).meta({ title: 'Score column’s heading' }),
        tierHeader: line(30).meta({ title: 'Tier column’s heading' }),
      })
      .strict()
      .meta({ title: 'Chart', description: 'Its bands are the result tiers, named in the home page’s assessment file.' }),
    results: z
      .object({
        heading: line(60),
        count: z
          .object({
            one: template(40, { '{count}': 'the number' }, 'One result'),
            other: template(40, { '{count}': 'the number' }, 'Several results'),
          })
          .strict()
          .meta({ title: 'How many are saved' }),
        score: template(30, { '{score}': 'the score' }, 'Score'),
        weakestArea: template(80, { '{area}': 'the area’s name', '{score}': 'its score' }, 'Weakest area'),
        noAreas: line(60).meta({ title: 'A result without area scores' }),
      })
      .strict()
      .meta({ title: 'Each result' }),
    deleting: z
      .object({
        button: line(20).meta({ title: 'Delete button' }),
        buttonName: template(60, { '{taken}': 'when the result was taken' }, 'Delete button’s full name'),
        confirmTitle: line(60).meta({ title: 'Question asked first' }),
        confirmDescription: template(
          180,
          { '{taken}': 'when the result was taken', '{score}': 'its score', '{tier}': 'its tier' },
          'What deleting does',
        ),
        confirmLabel: line(30).meta({ title: 'Confirm button' }),
        deleted: template(80, { '{taken}': 'when the result was taken' }, 'Deleted (notice)'),
        failed: line(120).meta({ title: 'When deleting fails' }),
      })
      .strict()
      .meta({ title: 'Deleting a result' }),
  })
  .strict();

export type AssessmentHistoryContent = z.output<typeof assessmentHistorySchema>;
