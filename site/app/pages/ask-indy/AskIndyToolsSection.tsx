import { Card, Heading, Link, Section, Stack, Text, Tiles } from '@akoma/design-system';

import askIndy from '#content/askIndy';

import { resolveLink } from '../../content/linkTargets';

const { tools: askIndyTools, howItWorks: askIndyHowItWorks } = askIndy;

/** Links to reading and tools for each pillar, and the programmes behind them. */
export function AskIndyToolsSection() {
  return (
    <Section heading={askIndyTools.heading} intro={askIndyTools.intro} tone="muted">
      <Tiles columns={{ mobile: 1, tablet: 2, wide: 4 }} space="large">
        {askIndyTools.lists.map((list) => (
          <Card key={list.heading}>
            <Stack space="medium">
              <Heading level={3}>{list.heading}</Heading>
              <Stack render={<ul />} space="medium">
                {list.tools.map((tool) => (
                  <li key={tool.href}>
                    <Stack space="xxsmall">
                      {/* Written as the product says it (/capabilities), linked where it is served. */}
                      <Link href={resolveLink(tool.href)} weight="semibold">
                        {tool.label}
                      </Link>
                      <Text size="small" tone="secondary">
                        {tool.description}
                      </Text>
                    </Stack>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

/** The three steps from a question to a conversation with the team. */
export function AskIndyHowItWorksSection() {
  return (
    <Section heading={askIndyHowItWorks.heading}>
      <Tiles render={<ol />} columns={{ mobile: 1, tablet: 3 }} space="large">
        {askIndyHowItWorks.steps.map((step, index) => (
          <li key={step.title}>
            <Stack space="small">
              <Text size="large" weight="bold" tone="brandAccent" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Heading level={3}>{step.title}</Heading>
              <Text tone="secondary">{step.description}</Text>
            </Stack>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
