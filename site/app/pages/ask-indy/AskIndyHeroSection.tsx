import { Badge, ButtonLink, IconArrowRight, IconEyeOff, Inline, Text } from '@akoma/design-system';

import { askIndyForm, askIndyHero } from '../../content/askIndy';
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
      lead={askIndyHero.lead}
      art={{ svg: askIndyHeroArt, ...askIndyHero.art }}
      actions={
        <ButtonLink {...inPageLinkTo(askIndyFormHeadingId)} iconAfter={<IconArrowRight />}>
          {askIndyForm.heading}
        </ButtonLink>
      }
    >
      <Inline space="small" alignY="top">
        <Badge tone="positive">
          <IconEyeOff size="small" /> {askIndyHero.privacyBadge}
        </Badge>
        <Text size="small">{askIndyHero.privacyStatement}</Text>
      </Inline>
    </PageHero>
  );
}
