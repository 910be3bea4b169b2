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
  useToast,
  type QuizOption,
} from '@akoma/design-system';
import { forwardRef, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import copy from '#content/assessment';

import { assessmentQuiz, type AssessmentAnswers } from '../../content/assessment';
import { contactDetails } from '../../content/contactDetails';
import { homeSectionIds } from '../../content/sectionIds';
import { formatPercent } from '../../format';
import {
  answersFromParameter,
  answersToParameter,
  assessmentParameter,
  saveAssessmentResult,
  useAssessmentResults,
} from '../../members/assessmentResults';
import { isRowCapRefusal } from '../../members/memberRows';
import { signInHref } from '../../members/returnTo';
import { useReturnedAction } from '../../members/useReturnedAction';
import { trackGoal } from '../../analytics/goals';
import { assessAnswers, parseAnswers } from '../../tools/scoreAssessment';

// Follow for the weakest area's pillar: its code (the member's topics, the topics' names) loads
// with the results, not with the home page.
const FollowWeakestArea = lazy(() => import('./FollowWeakestArea'));

/**
 * Intro, then each question in turn, then the results; Retake Assessment returns to the intro.
 * `returning` marks results brought back from signing in (?assessment=...), to be saved on arrival.
 */
type Step = { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'results'; answers: AssessmentAnswers; returning: boolean };

/** Where focus goes after a step change that takes away the control that had it. */
type FocusTarget = 'results' | 'start';

/** The questions in turn, with their words. */
const questions = assessmentQuiz(copy.questions);

/** The level the questions' headings take under the section's h2. */
const questionHeadingLevel = 3;

/** The last ?assessment=... read from the address: each is read once, however often the section mounts. */
let lastReturnRead: string | null = null;

/**
 * The readiness assessment: an intro, three questions one at a time in a single QuizCard, then the
 * score, the tier, three recommendations, Save to IndyCircle and the consultation offer.
 */
export function AssessmentSection() {
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({});
  const pendingFocus = useRef<FocusTarget | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const toast = useToast();

  // Declared before the effect below, which sets a focus target for the step it brings: this one
  // must not see (and spend) that target before the step is on screen.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'start') startButton.current?.focus();
    if (target === 'results') resultsHeading.current?.focus();
  }, [step]);

  // Back from signing in with ?assessment=...: the results again, saved once the member is known
  // (SaveResult). Read after hydration, so the prerendered intro hydrates as it is.
  const returnedAnswers = new URLSearchParams(location.search).get(assessmentParameter);
  useEffect(() => {
    if (returnedAnswers === null || returnedAnswers === lastReturnRead) return;
    lastReturnRead = returnedAnswers;
    const returned = answersFromParameter(returnedAnswers);
    if (!returned) {
      toast.error(copy.save.unreadable);
      return;
    }
    pendingFocus.current = 'results';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address once, after hydration (see above)
    setStep({ kind: 'results', answers: returned, returning: true });
  }, [returnedAnswers, toast]);

  const start = () => {
    setAnswers({});
    setStep({ kind: 'question', index: 0 });
  };

  const retake = () => {
    setAnswers({});
    pendingFocus.current = 'start';
    setStep({ kind: 'intro' });
  };

  const answer = (index: number, chosen: QuizOption) => {
    const question = questions[index];
    const option = question?.options.find(({ value }) => value === chosen.value);
    if (!question || !option) return;
    const next = { ...answers, [question.id]: option.value };
    setAnswers(next);
    if (index + 1 < questions.length) {
      setStep({ kind: 'question', index: index + 1 });
      return;
    }
    const complete = parseAnswers(next);
    if (!complete) return;
    pendingFocus.current = 'results';
    setStep({ kind: 'results', answers: complete, returning: false });
    // The tier the answers give, not the answers: results shown again after signing in are not a new finish.
    trackGoal('Assessment finished', { tier: assessAnswers(complete).tier.level });
  };

  const question = step.kind === 'question' ? questions[step.index] : undefined;

  return (
    <Section id={homeSectionIds.assessment} tone="muted" width="medium" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
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
          total={questions.length}
          headingLevel={questionHeadingLevel}
          progressLabel={copy.progressLabel}
          onAnswer={(_questionId, option) => answer(step.index, option)}
        />
      ) : null}
      {step.kind === 'results' ? (
        <AssessmentResults ref={resultsHeading} answers={step.answers} returning={step.returning} onRetake={retake} />
      ) : null}
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
              {copy.start.heading}
            </Heading>
            <List type="check">{copy.start.points}</List>
            <Inline space="small">
              <Button ref={ref} size="large" onClick={onStart}>
                {copy.start.button}
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
  answers: AssessmentAnswers;
  /** Brought back from signing in to be saved: saved on arrival once the member is known. */
  returning: boolean;
  onRetake: () => void;
}

/** The score, its tier, the recommendations, Save and the consultation offer; the ref goes to the heading. */
const AssessmentResults = forwardRef<HTMLHeadingElement, AssessmentResultsProps>(function AssessmentResults(
  { answers, returning, onRetake },
  ref,
) {
  const { score, tier } = assessAnswers(answers);
  const tierWords = copy.tiers[tier.level];
  return (
    <Card shadow="small">
      <Stack space="xlarge">
        <Heading ref={ref} level={3} size="3" tabIndex={-1}>
          {copy.results.heading}
        </Heading>
        <Columns space="large" collapseBelow="tablet">
          <Column width="1/3">
            <StatTile figure={formatPercent(score)} label={copy.results.scoreLabel} tone="brandAccent" size="large" />
          </Column>
          <Column>
            <Stack space="small">
              <Text size="small" weight="semibold" tone="secondary">
                {copy.results.tierLabel}
              </Text>
              <Heading level={4} size="3">
                {tier.title}
              </Heading>
              <Text>{tierWords.description}</Text>
            </Stack>
          </Column>
        </Columns>
        <SaveResult answers={answers} returning={returning} />
        <Suspense fallback={null}>
          <FollowWeakestArea answers={answers} />
        </Suspense>
        <Stack space="medium">
          <Heading level={4}>{copy.results.recommendationsHeading}</Heading>
          <List type="number" space="medium">
            {tierWords.recommendations}
          </List>
        </Stack>
        <Box background="brandAccentSoft" padding={{ mobile: 'medium', tablet: 'large' }} borderRadius="large">
          <Stack space="medium">
            <Heading level={4}>{copy.consultation.heading}</Heading>
            <Text>{copy.consultation.text}</Text>
            <Inline space="medium">
              <ButtonLink href={contactDetails.schedulingUrl}>{copy.consultation.book}</ButtonLink>
              <Link href={copy.consultation.message.href}>{copy.consultation.message.label}</Link>
            </Inline>
          </Stack>
        </Box>
        <Inline space="small">
          <Button variant="secondary" onClick={onRetake}>
            {copy.results.retake}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
});

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * Save to IndyCircle. A member's press stores the result (score, tier, answers, area scores); on
 * failure an error toast says so and the result stays on screen to try again. A visitor's press
 * invites them to sign in or join, with a link that brings them back here with the answers in
 * the address (members/assessmentResults.ts says why the address), where the result shows again
 * and is saved for them.
 */
function SaveResult({ answers, returning }: { answers: AssessmentAnswers; returning: boolean }) {
  // Mounted for a signed-in member, it loads their results: the store then knows who saves.
  const { member } = useAssessmentResults();
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>('idle');
  const [invited, setInvited] = useState(false);
  // After a press, focus goes to the link that replaces the button, rather than being lost with it.
  const focusLinkAfterSave = useRef(false);
  const progressLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state !== 'saved' || !focusLinkAfterSave.current) return;
    focusLinkAfterSave.current = false;
    progressLink.current?.focus();
  }, [state]);

  const save = async () => {
    setState('saving');
    try {
      await saveAssessmentResult(answers);
      setState('saved');
      toast.success(copy.save.saved, {
        action: {
          label: copy.save.open,
          onClick: () => {
            void navigate('/circle');
          },
        },
      });
    } catch (error) {
      setState('idle');
      toast.error(isRowCapRefusal(error) ? copy.save.full : copy.save.failed);
    }
  };

  // Back from signing in with the answers in the address: save them once, and drop the parameter
  // so a reload does not save them again.
  useReturnedAction({
    parameter: assessmentParameter,
    ready: returning && member,
    act: () => {
      void save();
    },
  });

  const returnPath = `/?${new URLSearchParams({ [assessmentParameter]: answersToParameter(answers) }).toString()}`;

  if (state === 'saved') {
    return (
      <Text>
        {copy.save.savedNote}{' '}
        <Link ref={progressLink} href="/circle">
          {copy.save.seeProgress}
        </Link>
      </Text>
    );
  }
  return (
    <Stack space="small" align="left">
      <Button
        variant="secondary"
        busy={state === 'saving'}
        busyLabel={copy.save.saving}
        onClick={() => {
          if (!member) {
            setInvited(true);
            return;
          }
          focusLinkAfterSave.current = true;
          void save();
        }}
      >
        {copy.save.save}
      </Button>
      {invited && !member ? (
        <Text role="status" size="small">
          {copy.save.invitation} <Link href={signInHref(returnPath)}>{copy.save.signIn}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
