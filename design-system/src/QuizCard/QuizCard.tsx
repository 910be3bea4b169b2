import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';

import { Button } from '../Button/Button';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { quizCardMessages } from './QuizCard.messages';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { inlineVars } from '../private/utils/inlineVars';
import * as styles from './QuizCard.css';
import { Role } from '../private/parts/Role';

/** One answer to a quiz question. */
export interface QuizOption {
  /** What the answer is recorded as, such as `culture`. */
  value: string;
  /** What the button says, such as "Building a healthy culture". */
  label: string;
}

export interface QuizCardProps extends Omit<Ariakit.RoleProps, 'children'> {
  /** The question's id, reported back with the answer; a new id means a new question (focus moves to it). */
  questionId: string;
  /** The question, shown as the card's heading. */
  question: string;
  /** The answers, each a full-width button. */
  options: readonly QuizOption[];
  /** The current question's position, from 0. */
  index: number;
  /** How many questions the quiz has. */
  total: number;
  /** Called with the question's id and the option chosen (the same object passed in `options`). */
  onAnswer: (questionId: string, option: QuizOption) => void;
  /** The heading level of the question, to fit the page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** Names the progress bar for screen readers. @default the provider's `messages.quizProgress` ('Quiz progress') */
  progressLabel?: string;
  /**
   * Focus the question's heading when the card first appears, for a quiz the visitor has just
   * started (the Start button it replaces is gone). Never set it for a card shown on page load.
   * @default false
   */
  autoFocusHeading?: boolean;
}

/** Quiz progress = (current index + 1) / total questions, as a whole percent: the question on screen counts as begun. */
function progressPercent(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((index + 1) / total) * 100)));
}

/**
 * One step of a quiz such as the readiness assessment: "Question N of M", a progress bar, the
 * question as a heading and one button per answer. When the parent shows the next question (a new
 * `questionId`), focus moves to its heading, so keyboard and screen-reader users carry on from there.
 */
export function QuizCard({
  ref,
  questionId,
  question,
  options,
  index,
  total,
  onAnswer,
  headingLevel = 3,
  progressLabel,
  autoFocusHeading = false,
  className,
  ...props
}: QuizCardProps) {
  const messages = useComponentMessages(quizCardMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownQuestionId = useRef(autoFocusHeading ? undefined : questionId);

  // On a change of question (and on mount only when asked): the page must not jump to a quiz on load.
  useEffect(() => {
    if (shownQuestionId.current === questionId) return;
    shownQuestionId.current = questionId;
    headingRef.current?.focus();
  }, [questionId]);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && (index < 0 || index >= total)) {
      console.warn(
        `QuizCard: index ${String(index)} is outside 0 to ${String(total - 1)}; pass the 0-based position of the question and the number of questions as total.`,
      );
    }
  }, [index, total]);

  const position = index + 1;
  const percent = progressPercent(index, total);
  const stepText = messages.quizStep(position, total);
  const percentText = messages.quizPercentComplete(percent);

  return (
    <Role.div ref={ref} {...props} className={clsx(styles.card, className)}>
      <Stack space="large">
        <Stack space="xsmall">
          <Inline space="small" align="spaceBetween">
            <Text size="small" weight="semibold" tone="secondary">
              {stepText}
            </Text>
            {/* The progress bar's value text says this to screen readers already. */}
            <Text size="small" tone="secondary" aria-hidden="true">
              {percentText}
            </Text>
          </Inline>
          <div
            role="progressbar"
            aria-label={progressLabel ?? messages.quizProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${stepText}, ${percentText}`}
            className={styles.progressTrack}
          >
            <div className={styles.progressFill} style={inlineVars({ [styles.progressWidth]: `${String(percent)}%` })} />
          </div>
        </Stack>
        <Heading ref={headingRef} level={headingLevel} size="3" tabIndex={-1}>
          {question}
        </Heading>
        <Stack space="small" render={<ul />}>
          {options.map((option) => (
            <li key={option.value}>
              <Button
                variant="secondary"
                fullWidth
                className={styles.option}
                onClick={(event) => {
                  // The next question's answers appear under the pointer: the second click of a
                  // double-click (detail 2) must not answer it too. Keyboard presses have detail 0.
                  if (event.detail > 1) return;
                  onAnswer(questionId, option);
                }}
              >
                {option.label}
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
    </Role.div>
  );
}
