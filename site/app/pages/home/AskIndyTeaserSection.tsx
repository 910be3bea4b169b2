import {
  ButtonLink,
  Card,
  CardLink,
  Column,
  Columns,
  Heading,
  IconArrowRight,
  IconMessage,
  Inline,
  Section,
  Stack,
  Text,
} from '@akoma/design-system';

import askIndyTeaser from '#content/homeAskIndy';

import { homeSectionIds } from '../../content/sectionIds';
import { askIndyQuestionHref } from './askIndyQuestionHref';

/** The Ask Indy teaser: three sample questions, each opening the assistant with it filled in. */
export function AskIndyTeaserSection() {
  return (
    <Section id={homeSectionIds.askIndy} eyebrow={askIndyTeaser.eyebrow} heading={askIndyTeaser.heading} intro={askIndyTeaser.intro}>
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level={3} size="4">
            {askIndyTeaser.questionsHeading}
          </Heading>
          <Stack render={<ul />} space="small">
            {askIndyTeaser.sampleQuestions.map((question) => (
              <li key={question}>
                <Card tone="muted" padding="medium">
                  <Columns space="small" alignY="center">
                    <Column width="content">
                      <Text tone="brandAccent" render={<span />}>
                        <IconMessage />
                      </Text>
                    </Column>
                    <Column>
                      <Text weight="semibold">
                        <CardLink href={askIndyQuestionHref(question)}>{question}</CardLink>
                      </Text>
                    </Column>
                    <Column width="content">
                      <Text tone="brandAccent" render={<span />}>
                        <IconArrowRight />
                      </Text>
                    </Column>
                  </Columns>
                </Card>
              </li>
            ))}
          </Stack>
        </Stack>
        <Inline space="small">
          <ButtonLink href={askIndyTeaser.cta.href}>{askIndyTeaser.cta.label}</ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}
