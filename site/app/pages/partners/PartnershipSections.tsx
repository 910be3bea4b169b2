import { Card, Heading, List, Section, Stack, StatTile, Text, Tiles } from '@akoma/design-system';

import partners from '#content/partners';

const { audiences, collaboration, impact } = partners;

/** Who the company partners with. */
export function AudiencesSection() {
  return (
    <Section heading={audiences.heading} intro={audiences.intro}>
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {audiences.audiences.map((audience) => (
          <Card key={audience.title} tone="muted">
            <Stack space="small">
              <Heading level={3}>{audience.title}</Heading>
              <Text tone="secondary">{audience.description}</Text>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

/** The ways of working together, each with what it looks like in practice. */
export function CollaborationModelsSection() {
  return (
    <Section heading={collaboration.heading} intro={collaboration.intro} tone="muted">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {collaboration.models.map((model) => (
          <Card key={model.title}>
            <Stack space="medium">
              <Heading level={3}>{model.title}</Heading>
              <Text tone="secondary">{model.description}</Text>
              <List type="check">
                {model.examples.map((example) => (
                  <span key={example}>{example}</span>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

/** The figures partners ask about first. */
export function PartnerImpactSection() {
  return (
    <Section heading={impact.heading} intro={impact.intro}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3, desktop: 5 }} space="large">
        {impact.stats.map((stat) => (
          <li key={stat.label}>
            <StatTile figure={stat.figure} label={stat.label} subtext={stat.subtext} tone="brandAccent" />
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
