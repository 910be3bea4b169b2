import {
  Box,
  Button,
  ButtonLink,
  Card,
  Column,
  Columns,
  Heading,
  Image,
  Inline,
  Link,
  List,
  QuizCard,
  Section,
  Stack,
  StatTile,
  Text,
  type QuizOption,
} from '@akoma/design-system';
import { forwardRef, useEffect, useRef, useState } from 'react';

import { assessmentCopy, assessmentQuestions } from '../content/assessment';
import { contactDetails } from '../content/contactDetails';
import { homeSectionIds } from '../content/sectionIds';
import { formatPercent } from '../format';
import { scoreAssessment, tierFor } from './scoreAssessment';

/** Intro, then each question in turn, then the results; Retake Assessment returns to the intro. */
type Step = { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'results' };

/** Where focus goes after a step change that takes away the control that had it. */
type FocusTarget = 'results' | 'start';

/** The level the questions' headings take under the section's h2. */
const questionHeadingLevel = 3;

/**
 * The readiness assessment: an intro, three questions one at a time in a single QuizCard, then the
 * score, the tier, three recommendations and the consultation offer.
 */
export function AssessmentSection() {
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [weights, setWeights] = useState<readonly number[]>([]);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'start') startButton.current?.focus();
    if (target === 'results') resultsHeading.current?.focus();
  }, [step]);

  const start = () => {
    setWeights([]);
    setStep({ kind: 'question', index: 0 });
  };

  const retake = () => {
    setWeights([]);
    pendingFocus.current = 'start';
    setStep({ kind: 'intro' });
  };

  const answer = (index: number, chosen: QuizOption) => {
    const option = assessmentQuestions[index]?.options.find(({ value }) => value === chosen.value);
    if (!option) return;
    setWeights((previous) => [...previous.slice(0, index), option.weight]);
    if (index + 1 < assessmentQuestions.length) {
      setStep({ kind: 'question', index: index + 1 });
    } else {
      pendingFocus.current = 'results';
      setStep({ kind: 'results' });
    }
  };

  const question = step.kind === 'question' ? assessmentQuestions[step.index] : undefined;

  return (
    <Section
      id={homeSectionIds.assessment}
      tone="muted"
      width="medium"
      eyebrow={assessmentCopy.eyebrow}
      heading={assessmentCopy.heading}
      intro={assessmentCopy.intro}
    >
      {step.kind === 'intro' ? <AssessmentIntro ref={startButton} onStart={start} /> : null}
      {step.kind === 'question' && question ? (
        // One QuizCard for every question, never keyed by question, so it moves focus to each new one.
        // It only appears after Start, which it replaces, so it takes focus on arrival too.
        <QuizCard
          autoFocusHeading
          questionId={question.id}
          question={question.question}
          options={question.options}
          index={step.index}
          total={assessmentQuestions.length}
          headingLevel={questionHeadingLevel}
          progressLabel={assessmentCopy.progressLabel}
          onAnswer={(_questionId, option) => answer(step.index, option)}
        />
      ) : null}
      {step.kind === 'results' ? <AssessmentResults ref={resultsHeading} weights={weights} onRetake={retake} /> : null}
    </Section>
  );
}

/** What the assessment is and the button that starts it; the ref goes to that button. */
const AssessmentIntro = forwardRef<HTMLButtonElement, { onStart: () => void }>(function AssessmentIntro({ onStart }, ref) {
  return (
    <Card shadow="small">
      <Columns space="large" collapseBelow="tablet" alignY="center">
        <Column>
          <Stack space="large">
            <Heading level={3} size="3">
              {assessmentCopy.introHeading}
            </Heading>
            <List type="check">{assessmentCopy.introPoints}</List>
            <Inline space="small">
              <Button ref={ref} size="large" onClick={onStart}>
                {assessmentCopy.start}
              </Button>
            </Inline>
          </Stack>
        </Column>
        <Column width="2/5">
          <Image src="/images/home/readiness-assessment.svg" alt="" width={480} height={360} radius="large" />
        </Column>
      </Columns>
    </Card>
  );
});

interface AssessmentResultsProps {
  weights: readonly number[];
  onRetake: () => void;
}

/** The score, its tier, the recommendations and the consultation offer; the ref goes to the heading. */
const AssessmentResults = forwardRef<HTMLHeadingElement, AssessmentResultsProps>(function AssessmentResults({ weights, onRetake }, ref) {
  const score = scoreAssessment(weights, assessmentQuestions.length);
  const tier = tierFor(score);
  return (
    <Card shadow="small">
      <Stack space="xlarge">
        <Heading ref={ref} level={3} size="3" tabIndex={-1}>
          {assessmentCopy.resultsHeading}
        </Heading>
        <Columns space="large" collapseBelow="tablet">
          <Column width="1/3">
            <StatTile figure={formatPercent(score)} label={assessmentCopy.scoreLabel} tone="brandAccent" size="large" />
          </Column>
          <Column>
            <Stack space="small">
              <Text size="small" weight="semibold" tone="secondary">
                Your tier
              </Text>
              <Heading level={4} size="3">
                {tier.title}
              </Heading>
              <Text>{tier.description}</Text>
            </Stack>
          </Column>
        </Columns>
        <Stack space="medium">
          <Heading level={4}>{assessmentCopy.recommendationsHeading}</Heading>
          <List type="number" space="medium">
            {tier.recommendations}
          </List>
        </Stack>
        <Box background="brandAccentSoft" padding={{ mobile: 'medium', tablet: 'large' }} borderRadius="large">
          <Stack space="medium">
            <Heading level={4}>{assessmentCopy.consultationHeading}</Heading>
            <Text>{assessmentCopy.consultationText}</Text>
            <Inline space="medium">
              <ButtonLink href={contactDetails.schedulingUrl}>{assessmentCopy.bookConsultation}</ButtonLink>
              <Link href="/contact">{assessmentCopy.contactInstead}</Link>
            </Inline>
          </Stack>
        </Box>
        <Inline space="small">
          <Button variant="secondary" onClick={onRetake}>
            {assessmentCopy.retake}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
});
