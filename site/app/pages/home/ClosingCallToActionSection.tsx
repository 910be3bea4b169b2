import { ButtonLink, Inline, Section } from '@akoma/design-system';

import closingCallToAction from '#content/homeClosing';

import { homeSectionIds } from '../../content/sectionIds';
import { DiscoveryCallMenu } from './DiscoveryCallMenu';

/** The closing call to action on a dark band: Start Your Transformation and Book Discovery Call. */
export function ClosingCallToActionSection() {
  return (
    <Section
      id={homeSectionIds.getStarted}
      tone="inverse"
      align="center"
      width="medium"
      heading={closingCallToAction.heading}
      intro={closingCallToAction.intro}
    >
      <Inline space="small" align="center" collapseBelow="tablet">
        <ButtonLink href={closingCallToAction.start.href} size="large">
          {closingCallToAction.start.label}
        </ButtonLink>
        <DiscoveryCallMenu size="large" />
      </Inline>
    </Section>
  );
}
