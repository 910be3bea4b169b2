import { Box, Container, Heading, Inline, Stack, Text } from '@akoma/design-system';

import { brand } from '../content/brand';
import { homeHero } from '../content/home';
import { homePage } from '../content/pages';
import { pageMeta } from '../seo/meta';

export function meta() {
  return pageMeta(homePage);
}

export default function Home() {
  return (
    <Box background="surfaceMuted" paddingY={{ mobile: 'xxlarge', desktop: 'huge' }}>
      <Container>
        <Stack space={{ mobile: 'large', desktop: 'xlarge' }}>
          <Text size="small" weight="semibold" tone="brandAccent">
            {brand.name}: {homeHero.eyebrow}
          </Text>
          <Heading level={1} size="display">
            {homeHero.heading}{' '}
            <Text render={<span />} size="inherit" weight="extrabold" tone="brandAccent">
              {homeHero.headingAccent}
            </Text>
          </Heading>
          <Text size="large" tone="secondary">
            {homeHero.lead}
          </Text>
          <Inline render={<ul />} space={{ mobile: 'large', desktop: 'xxlarge' }} aria-label="Our reach">
            {homeHero.stats.map(({ figure, label }) => (
              <li key={label}>
                <Text weight="bold" size="large">
                  {figure}{' '}
                  <Text render={<span />} size="inherit" weight="regular" tone="secondary">
                    {label}
                  </Text>
                </Text>
              </li>
            ))}
          </Inline>
          <Text size="small" tone="secondary">
            {homeHero.trustLine}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
