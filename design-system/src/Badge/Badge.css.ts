import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground } = vars.color;
const { small } = vars.typography.text;

export const root = style(
  inLayer(components, {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    // Content-sized even as a stretched flex or grid item (a Stack, a card).
    width: 'fit-content',
    maxWidth: '100%',
    paddingInline: vars.space.xsmall,
    paddingBlock: 0,
    // Fills vanish in forced-colours mode; a transparent border then shows as the badge's edge.
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: small.mobile.fontSize,
    lineHeight: small.mobile.lineHeight,
    fontWeight: vars.typography.fontWeight.semibold,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  }),
);

/** Each tone is a soft fill with its strong text, a pair listed in the tokens' `contrastPairs`. */
export const tone = styleVariants(
  {
    neutral: { fill: background.neutralSoft, text: foreground.text },
    brandAccent: { fill: background.brandAccentSoft, text: foreground.brandAccentOnSoft },
    positive: { fill: background.positiveSoft, text: foreground.positive },
    critical: { fill: background.criticalSoft, text: foreground.critical },
    caution: { fill: background.cautionSoft, text: foreground.caution },
    info: { fill: background.infoSoft, text: foreground.info },
  },
  ({ fill, text }) => inLayer(components, { backgroundColor: fill, color: text }),
);

export const trendIcon = style(inLayer(components, { flexShrink: 0 }));
