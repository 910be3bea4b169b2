import { Card, Column, Columns, Heading, Image, Link, Section, Stack, StatTile, Text, Tiles } from '@akoma/design-system';

import promise from '#content/homePromise';

import { homeSectionIds } from '../../content/sectionIds';

/** The promise: the three pillars, each with its subtitle, description and a client metric. */
export function PromiseSection() {
  return (
    <Section id={homeSectionIds.promise} tone="muted" eyebrow={promise.eyebrow} heading={promise.heading} intro={promise.intro}>
      <Tiles render={<ul />} columns={{ mobile: 1, desktop: 3 }} space="large">
        {promise.pillars.map((pillar) => (
          <li key={pillar.name}>
            <Card render={<article />} shadow="small">
              <Stack space="large">
                <Columns space="medium" alignY="center">
                  <Column width="content">
                    <Image src={pillar.image} alt="" width={72} height={72} />
                  </Column>
                  <Column>
                    <Stack space="xsmall">
                      <Heading level={3}>{pillar.name}</Heading>
                      <Text weight="semibold" tone="brandAccent">
                        {pillar.subtitle}
                      </Text>
                    </Stack>
                  </Column>
                </Columns>
                <Text tone="secondary">{pillar.description}</Text>
                <StatTile tone="brandAccent" figure={pillar.metric.figure} label={pillar.metric.label} subtext={pillar.metric.note} />
                <Text>
                  <Link href={pillar.link.href} weight="semibold">
                    {pillar.link.label}
                  </Link>
                </Text>
              </Stack>
            </Card>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
