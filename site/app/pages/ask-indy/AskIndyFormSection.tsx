import {
  Box,
  Button,
  ChipGroup,
  Column,
  Columns,
  Heading,
  IconArrowRight,
  Section,
  Select,
  Stack,
  Text,
  TextArea,
} from '@akoma/design-system';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import askIndy from '#content/askIndy';

import { askIndyCompanySizes, askIndyPillars, type AskIndyPillar, type CompanySize } from '../../content/askIndy';
import { askIndyContactHref, readAskIndyQuestion } from './askIndyHandOff';

/** The form heading's id: the hero's button jumps here. */
export const askIndyFormHeadingId = 'ask-indy-form';
const situationId = 'ask-indy-situation';
const { form: askIndyForm, sampleQuestions: askIndySampleQuestions } = askIndy;

const isPillar = (value: string): value is AskIndyPillar => askIndyPillars.some((pillar) => pillar.value === value);
const isCompanySize = (value: string): value is CompanySize => askIndyCompanySizes.some((size) => size.value === value);

/**
 * The Ask Indy form: a pillar (one at a time), the situation and an optional company size, beside
 * sample questions that fill the situation box. Submitting sends nothing: it opens the contact form
 * with this context filled in. A question handed over in the address (`?question=`) arrives in the box.
 */
export function AskIndyFormSection() {
  const [pillar, setPillar] = useState<AskIndyPillar | ''>('');
  const [situation, setSituation] = useState('');
  const [companySize, setCompanySize] = useState<CompanySize | ''>('');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  // Read after hydration: the prerendered page has no query string, so reading it while rendering
  // would make the first client render disagree with the HTML. An address without a question
  // leaves the box alone, so following a plain link to this page never wipes what was typed.
  useEffect(() => {
    const question = readAskIndyQuestion(searchParams);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address, once per change of it
    if (question) setSituation(question);
  }, [searchParams]);

  const chooseSampleQuestion = (question: string) => {
    setSituation(question);
    // The box now holds the question: take the visitor there to make it their own.
    document.getElementById(situationId)?.focus();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(askIndyContactHref({ pillar, situation, companySize }));
  };

  return (
    <Section
      heading={
        <span id={askIndyFormHeadingId} tabIndex={-1}>
          {askIndyForm.heading}
        </span>
      }
      intro={askIndyForm.intro}
    >
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop">
        <Column width="3/5">
          <form noValidate onSubmit={onSubmit} aria-labelledby={askIndyFormHeadingId}>
            <Stack space="large">
              <ChipGroup
                label={askIndyForm.pillarLabel}
                name="pillar"
                options={askIndyPillars}
                value={pillar}
                onChange={(value) => {
                  if (isPillar(value)) setPillar(value);
                }}
              />
              <TextArea
                id={situationId}
                name="situation"
                label={askIndyForm.situationLabel}
                hint={askIndyForm.situationHint}
                rows={7}
                value={situation}
                onChange={(event) => {
                  setSituation(event.currentTarget.value);
                }}
              />
              <Select
                name="companySize"
                label={askIndyForm.companySizeLabel}
                placeholder={askIndyForm.companySizePlaceholder}
                options={askIndyCompanySizes}
                value={companySize}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setCompanySize(isCompanySize(value) ? value : '');
                }}
              />
              <Stack space="small">
                <Box>
                  <Button type="submit" size="large" iconAfter={<IconArrowRight />}>
                    {askIndyForm.submit}
                  </Button>
                </Box>
                <Text size="small" tone="secondary">
                  {askIndyForm.submitNote}
                </Text>
              </Stack>
            </Stack>
          </form>
        </Column>
        <Column>
          <Box background="surfaceMuted" borderRadius="large" padding={{ mobile: 'medium', tablet: 'large' }}>
            <Stack space="medium">
              <Heading level={3}>{askIndySampleQuestions.heading}</Heading>
              <Text tone="secondary">{askIndySampleQuestions.intro}</Text>
              <Stack render={<ul />} space="small">
                {askIndySampleQuestions.questions.map((question) => (
                  <li key={question}>
                    <Button
                      variant="secondary"
                      size="small"
                      fullWidth
                      onClick={() => {
                        chooseSampleQuestion(question);
                      }}
                    >
                      {question}
                    </Button>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Box>
        </Column>
      </Columns>
    </Section>
  );
}
