import {
  Banner,
  Box,
  Button,
  Link,
  Section,
  SelectableCardGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  Tiles,
  useToast,
} from '@akoma/design-system';
import { useEffect, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';

import contact from '#content/contact';

import { contactDetails, mailtoLink } from '../../content/contactDetails';
import { contentIcons } from '../../content/contentIcons';
import { trackGoal } from '../../analytics/goals';
import { ContactSendError, inquiryFieldLimits, isInterestId, sendContactInquiry } from '../../forms/contactInquiry';
import { tryAgainIn } from '../../forms/tryAgainIn';
import { withColon } from '../../format';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import {
  buildContactInquiry,
  contactFormHeadingId,
  contactFormReducer,
  firstInvalidField,
  initialContactFormState,
  serverFieldErrors,
  validateContactForm,
  type ContactFieldName,
} from './contactForm';
import { readContactHandOff } from './contactHandOff';

const { interests, form: contactForm } = contact;

const interestOptions = interests.cards.map(({ topic, icon, ...card }) => {
  const Icon = contentIcons[icon];
  return { value: topic, ...card, icon: <Icon /> };
});

/** The id of the interest cards' heading, for the form's "Choose a topic" link. */
const topicsHeadingId = 'contact-topics';

/** Each field's id, for moving focus to the first one with a problem. */
const fieldId = (field: ContactFieldName) => `contact-${field}`;

/**
 * The interest cards and the contact form, which share one state: choosing a card sets the form's
 * interest. Validation runs on submit (each problem under its field, focus to the first); sending
 * disables the button and reads "Sending..."; success clears the form, failure keeps every value.
 * Fields the server refuses are shown exactly like the form's own problems; a rate limit says when
 * to try again and offers the e-mail address instead. A topic and message handed over in the
 * address (`?interest=&message=`) are filled in on arrival.
 */
export function ContactInquirySection() {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const [focusRequest, setFocusRequest] = useState<{ field: ContactFieldName } | null>(null);
  const sending = useRef(false);
  const toast = useToast();
  const [searchParams] = useSearchParams();

  // Read after hydration: the prerendered page has no query string, so reading it while rendering
  // would make the first client render disagree with the HTML.
  useEffect(() => {
    const handOff = readContactHandOff(searchParams);
    if (handOff.interest || handOff.message) dispatch({ type: 'prefill', ...handOff });
  }, [searchParams]);

  // Focus moves once the errors are on screen, so the field is announced with its problem.
  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(focusRequest.field))?.focus();
  }, [focusRequest]);

  const fieldProps = (field: ContactFieldName) => ({
    name: field,
    value: state.values[field],
    error: state.errors[field],
    label: contactForm.labels[field],
    id: fieldId(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      dispatch({ type: 'edit', field, value: event.currentTarget.value });
    },
  });

  const submit = async () => {
    if (sending.current) return;
    const errors = validateContactForm(state.values);
    const firstProblem = firstInvalidField(errors);
    if (firstProblem) {
      dispatch({ type: 'rejectSubmit', errors });
      setFocusRequest({ field: firstProblem });
      return;
    }
    sending.current = true;
    dispatch({ type: 'sendStarted' });
    try {
      await sendContactInquiry(buildContactInquiry(state.values, state.interest));
      dispatch({ type: 'sendSucceeded' });
      trackGoal('Contact sent', { interest: state.interest || 'none' });
      toast.success(contactForm.sent.title, { description: contactForm.sent.description });
    } catch (error) {
      const failure = error instanceof ContactSendError ? error.failure : { kind: 'unavailable' as const };
      dispatch({ type: 'sendFailed', failure });
      const fieldErrors = failure.kind === 'invalidFields' ? serverFieldErrors(failure.fields) : undefined;
      const firstProblem = fieldErrors && firstInvalidField(fieldErrors);
      if (firstProblem) setFocusRequest({ field: firstProblem });
      else if (failure.kind === 'conflict') toast.error(contactForm.conflict.title, { description: contactForm.conflict.description });
      // A rate limit is explained beside the button (below), where it stays until the next send.
      else if (failure.kind !== 'rateLimited') toast.error(contactForm.failed.title, { description: contactForm.failed.description });
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const chosenInterest = interests.cards.find((card) => card.topic === state.interest);

  return (
    <>
      <Section
        heading={
          <span id={topicsHeadingId} tabIndex={-1}>
            {interests.heading}
          </span>
        }
        intro={interests.intro}
      >
        <SelectableCardGroup
          label={interests.label}
          hideLabel
          name="interest"
          options={interestOptions}
          value={state.interest}
          onChange={(value) => {
            if (isInterestId(value)) dispatch({ type: 'chooseInterest', interest: value });
          }}
        />
      </Section>

      <Section
        tone="muted"
        width="medium"
        heading={
          <span id={contactFormHeadingId} tabIndex={-1}>
            {contactForm.heading}
          </span>
        }
        intro={contactForm.intro}
      >
        <form noValidate onSubmit={onSubmit} aria-labelledby={contactFormHeadingId}>
          <Stack space="large">
            <Stack space="xsmall">
              <Text size="small" tone="secondary">
                {contactForm.requiredNote}
              </Text>
              <Text>
                {withColon(contactForm.topicLabel)}{' '}
                <Text render={<strong />} size="inherit" weight="semibold">
                  {chosenInterest?.title ?? contactForm.noTopic}
                </Text>{' '}
                <Link {...inPageLinkTo(topicsHeadingId)}>{contactForm.changeTopic}</Link>
              </Text>
            </Stack>
            <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
              <TextField {...fieldProps('name')} required autoComplete="name" />
              <TextField {...fieldProps('email')} type="email" required autoComplete="email" />
              <TextField {...fieldProps('company')} autoComplete="organization" />
              <TextField {...fieldProps('role')} autoComplete="organization-title" />
            </Tiles>
            <Select {...fieldProps('country')} options={contactForm.countries} placeholder={contactForm.countryPlaceholder} />
            <TextArea
              {...fieldProps('message')}
              required
              rows={6}
              hint={contactForm.messageHint}
              characterLimit={inquiryFieldLimits.message}
            />
            {/* The notice stays mounted so its live region is ready, but takes no room while closed. */}
            <Stack space={state.rateLimited ? 'large' : 'none'}>
              <Banner
                open={state.rateLimited !== undefined}
                tone="caution"
                title={contactForm.rateLimited.title}
                description={
                  <>
                    {contactForm.rateLimited.description.replace('{wait}', tryAgainIn(state.rateLimited?.retryAfterSeconds))}{' '}
                    <Link href={mailtoLink()}>{contactDetails.email}</Link>.
                  </>
                }
              />
              <Box>
                <Button type="submit" size="large" busy={state.status === 'sending'} busyLabel={contactForm.sending}>
                  {contactForm.submit}
                </Button>
              </Box>
            </Stack>
          </Stack>
        </form>
      </Section>
    </>
  );
}
