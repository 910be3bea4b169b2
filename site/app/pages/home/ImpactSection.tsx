import { ButtonLink, Heading, IconArrowRight, Inline, Section, Stack, StatTile, Text, Tiles } from '@akoma/design-system';

import impact from '#content/homeImpact';

import type { ImpactStat } from '../../content/schema/home';
import { homeSectionIds } from '../../content/sectionIds';

function StatGroup({ heading, intro, stats, columns }: { heading: string; intro: string; stats: readonly ImpactStat[]; columns: 4 | 5 }) {
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={3}>{heading}</Heading>
        <Text tone="secondary">{intro}</Text>
      </Stack>
      <Tiles render={<ul />} columns={{ mobile: 2, desktop: columns }} space="large">
        {stats.map((stat) => (
          <StatTile key={stat.label} render={<li />} tone="brandAccent" figure={stat.figure} label={stat.label} subtext={stat.subtext} />
        ))}
      </Tiles>
    </Stack>
  );
}

/** Quantified impact (five tiles) and proven impact (four tiles). */
export function ImpactSection() {
  return (
    <Section id={homeSectionIds.impact} eyebrow={impact.eyebrow} heading={impact.heading} intro={impact.intro}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <StatGroup {...impact.quantified} columns={5} />
        <StatGroup {...impact.proven} columns={4} />
        <Inline space="small">
          <ButtonLink href={impact.storiesLink.href} variant="secondary" iconAfter={<IconArrowRight />}>
            {impact.storiesLink.label}
          </ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}
