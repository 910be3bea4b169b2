import { Badge, ButtonLink, IconArrowRight, IconEyeOff, Inline, Text } from '@akoma/design-system';

import askIndy from '#content/askIndy';

import { screenPage } from '../../content/pages';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { PageHero } from '../PageHero';
import { askIndyFormHeadingId } from './AskIndyFormSection';
import askIndyHeroArt from '../../artwork/ask-indy-hero.svg?raw';

/** The Ask Indy hero: what it does, a jump to the form, and the promise that it is anonymous. */
export function AskIndyHeroSection() {
  return (
    <PageHero
      page={screenPage('askIndy')}
      lead={askIndy.hero.lead}
      art={{ svg: askIndyHeroArt, width: 640, height: 480, alt: askIndy.hero.artAlt }}
      actions={
        <ButtonLink {...inPageLinkTo(askIndyFormHeadingId)} iconAfter={<IconArrowRight />}>
          {askIndy.form.heading}
        </ButtonLink>
      }
    >
      <Inline space="small" alignY="top">
        <Badge tone="positive">
          <IconEyeOff size="small" /> {askIndy.hero.privacyBadge}
        </Badge>
        <Text size="small">{askIndy.hero.privacyStatement}</Text>
      </Inline>
    </PageHero>
  );
}
