import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { QuizCard, type QuizCardProps } from './QuizCard';

/** The home page's readiness assessment: three questions, one at a time, each answer carrying a weight. */
const assessment = [
  {
    id: 'main-challenge',
    question: 'What is the biggest challenge facing your organisation right now?',
    options: [
      { value: 'talent', label: 'Attracting and keeping the right talent' },
      { value: 'performance', label: 'Turning strategy into measurable performance' },
      { value: 'culture', label: 'Building a healthy culture where people thrive' },
      { value: 'leadership', label: 'Growing leaders who can steer change' },
    ],
  },
  {
    id: 'employee-engagement',
    question: 'How would you rate your current employee engagement?',
    options: [
      { value: 'excellent', label: 'Excellent' },
      { value: 'good', label: 'Good' },
      { value: 'average', label: 'Average' },
      { value: 'poor', label: 'Poor' },
    ],
  },
  {
    id: 'organisation-stage',
    question: 'What stage is your organisation at?',
    options: [
      { value: 'startup', label: 'Startup: finding our footing' },
      { value: 'growth', label: 'Growth: scaling across teams or markets' },
      { value: 'established', label: 'Established: steady, ready to renew' },
      { value: 'enterprise', label: 'Enterprise: large, multi-market organisation' },
    ],
  },
] as const;

const [firstQuestion, secondQuestion, lastQuestion] = assessment;

const meta = {
  title: 'Content/QuizCard',
  component: QuizCard,
  args: {
    questionId: firstQuestion.id,
    question: firstQuestion.question,
    options: firstQuestion.options,
    index: 0,
    total: assessment.length,
    progressLabel: 'Assessment progress',
    onAnswer: fn(),
  },
  decorators: [
    (Story) => (
      <Container width="small" paddingX="none" marginX="none">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof QuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The assessment as the home page runs it: the parent keeps the answers and shows one question at a time. */
function ReadinessAssessment(props: Pick<QuizCardProps, 'onAnswer' | 'progressLabel'>) {
  const [index, setIndex] = useState(0);
  const current = assessment[index];

  if (!current) {
    return (
      <Stack space="medium">
        <Heading level={3}>Thank you: your readiness results are ready</Heading>
        <Text>All {assessment.length} questions answered.</Text>
        <div>
          <Button variant="secondary" onClick={() => setIndex(0)}>
            Retake Assessment
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <QuizCard
      {...props}
      questionId={current.id}
      question={current.question}
      options={current.options}
      index={index}
      total={assessment.length}
      onAnswer={(questionId, option) => {
        props.onAnswer(questionId, option);
        setIndex(index + 1);
      }}
    />
  );
}

/** The first question: "Question 1 of 3", a third of the bar filled, the question and four answers. */
export const FirstQuestion: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 1 of 3')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Question 1 of 3, 33% complete');
    await expect(canvas.getByText('33% complete')).toBeVisible();
    // The fill is drawn at the same percent of the track.
    const fill = progress.firstElementChild as HTMLElement;
    await expect(Math.round((fill.getBoundingClientRect().width / progress.clientWidth) * 100)).toBe(33);
    await expect(canvas.getByRole('heading', { level: 3, name: firstQuestion.question })).toBeVisible();
    const list = canvas.getByRole('list');
    const answers = canvas.getAllByRole('button');
    await expect(answers.map((button) => button.textContent)).toEqual(firstQuestion.options.map(({ label }) => label));
    for (const answer of answers) {
      // Full width and a comfortable touch target.
      await expect(answer.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
      await expect(answer.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The last question fills the bar. */
export const LastQuestion: Story = {
  args: { questionId: lastQuestion.id, question: lastQuestion.question, options: lastQuestion.options, index: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 3 of 3')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Question 3 of 3, 100% complete');
    await expect(canvas.getByRole('heading', { name: lastQuestion.question })).toBeVisible();
  },
};

/** Clicking an answer reports the question's id and the option chosen. */
export const ChooseWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Building a healthy culture where people thrive' }));
    await expect(args.onAnswer).toHaveBeenCalledOnce();
    await expect(args.onAnswer).toHaveBeenCalledWith('main-challenge', {
      value: 'culture',
      label: 'Building a healthy culture where people thrive',
    });
  },
};

/** Tab reaches the answers (the bar and the heading are not stops); Enter or Space chooses, with a visible focus ring. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const talent = canvas.getByRole('button', { name: 'Attracting and keeping the right talent' });
    await expect(talent).toHaveFocus();
    await expect(getComputedStyle(talent).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Turning strategy into measurable performance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('main-challenge', {
      value: 'performance',
      label: 'Turning strategy into measurable performance',
    });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Growing leaders who can steer change' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('main-challenge', {
      value: 'leadership',
      label: 'Growing leaders who can steer change',
    });
    await expect(args.onAnswer).toHaveBeenCalledTimes(2);
  },
};

/** Showing the quiz does not move focus: the page stays where the visitor is. */
export const NoFocusMoveOnFirstRender: Story = {
  play: async ({ canvas }) => {
    // Give a late effect the chance to run before checking.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getByRole('heading', { name: firstQuestion.question })).not.toHaveFocus();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** A quiz the visitor has just started (its Start button is gone) takes focus to its first question. */
export const AutoFocusWhenStarted: Story = {
  args: { autoFocusHeading: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: firstQuestion.question })).toHaveFocus());
  },
};

/**
 * The whole assessment: each answer moves on to the next question, and focus lands on its heading
 * so keyboard and screen-reader users continue from there.
 */
export const WalkThroughAssessment: Story = {
  render: (args) => <ReadinessAssessment onAnswer={args.onAnswer} progressLabel={args.progressLabel} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Growing leaders who can steer change' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith('main-challenge', {
      value: 'leadership',
      label: 'Growing leaders who can steer change',
    });
    const secondHeading = await canvas.findByRole('heading', { name: secondQuestion.question });
    await waitFor(() => expect(secondHeading).toHaveFocus());
    await expect(canvas.getByText('Question 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '67');

    // From the heading, the next Tab reaches the first answer; Enter chooses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excellent' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('employee-engagement', { value: 'good', label: 'Good' });
    const lastHeading = await canvas.findByRole('heading', { name: lastQuestion.question });
    await waitFor(() => expect(lastHeading).toHaveFocus());
    await expect(canvas.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
      'aria-valuetext',
      'Question 3 of 3, 100% complete',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Growth: scaling across teams or markets' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith('organisation-stage', {
      value: 'growth',
      label: 'Growth: scaling across teams or markets',
    });
    await expect(args.onAnswer).toHaveBeenCalledTimes(3);
    await expect(await canvas.findByText('All 3 questions answered.')).toBeVisible();
  },
};

/**
 * In the French edition (`frenchMessages`) the step reads "Question 2 sur 10", the bar is named
 * "Progression du quiz" and its value is "20 % terminé", with a narrow no-break space before the %.
 */
export const InFrench: Story = {
  args: {
    questionId: 'engagement',
    question: 'Comment évaluez-vous l’engagement de vos collaborateurs\u00a0?',
    options: [
      { value: 'excellent', label: 'Excellent' },
      { value: 'good', label: 'Bon' },
      { value: 'average', label: 'Moyen' },
      { value: 'poor', label: 'Faible' },
    ],
    index: 1,
    total: 10,
    // The provider's words, not the story's English default.
    progressLabel: undefined,
  },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <QuizCard {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Question 2 sur 10')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Progression du quiz' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Question 2 sur 10, 20\u202f% terminé');
    // Found loosely (Testing Library reads a no-break space as a space), compared exactly.
    await expect(canvas.getByText(/^20\s% terminé$/).textContent).toBe('20\u202f% terminé');
    await userEvent.click(canvas.getByRole('button', { name: 'Bon' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('engagement', { value: 'good', label: 'Bon' });
  },
};

/** A double-click answers one question only, though the next question's answers appear under the pointer. */
export const TestDoubleClickAnswersOnce: Story = {
  name: 'Test: a double-click answers one question only',
  render: (args) => <ReadinessAssessment onAnswer={args.onAnswer} progressLabel={args.progressLabel} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Attracting and keeping the right talent' }));
    // The second click of the double-click lands on the answer now in the same place.
    const underPointer = await canvas.findByRole('button', { name: 'Excellent' });
    underPointer.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    await expect(args.onAnswer).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Question 2 of 3')).toBeVisible();
  },
};

/** On a phone the answers stack full-width, stay at least 44 px high, and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const list = canvas.getByRole('list');
    for (const answer of canvas.getAllByRole('button')) {
      await expect(answer.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
      await expect(answer.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Attracting and keeping the right talent' }));
    await expect(args.onAnswer).toHaveBeenCalledOnce();
    await expect(args.onAnswer).toHaveBeenCalledWith('main-challenge', {
      value: 'talent',
      label: 'Attracting and keeping the right talent',
    });
  },
};

/** What a screen reader says: the step, the progress bar with its value, the question and each answer; then the next question. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  render: (args) => <ReadinessAssessment onAnswer={args.onAnswer} progressLabel={args.progressLabel} />,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await virtual.start({ container: canvasElement });
    try {
      // Through the step, the bar, the heading and the four answers (each inside its list item).
      for (let step = 0; step < 30 && !(await virtual.lastSpokenPhrase()).startsWith('end of listitem, level 1, position 4'); step += 1) {
        await virtual.next();
      }
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken.slice(0, 5)).toEqual([
        'paragraph',
        'Question 1 of 3',
        'end of paragraph',
        'progressbar, Assessment progress, max value 100, min value 0, current value Question 1 of 3, 33% complete',
        `heading, ${firstQuestion.question}, level 3`,
      ]);
      for (const { label } of firstQuestion.options) await expect(spoken).toContain(`button, ${label}`);
      // The visible "33% complete" is not read a second time.
      await expect(spoken.filter((phrase) => phrase.includes('33% complete'))).toHaveLength(1);

      await userEvent.click(canvas.getByRole('button', { name: 'Attracting and keeping the right talent' }));
      await waitFor(() => expect(canvas.getByRole('heading', { name: secondQuestion.question })).toHaveFocus());
      // The screen reader follows focus to the new question and reads it.
      await waitFor(async () => expect(await virtual.lastSpokenPhrase()).toBe(`heading, ${secondQuestion.question}, level 3`));
    } finally {
      await virtual.stop();
    }
  },
};
