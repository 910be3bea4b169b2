import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;

/**
 * A quiet panel where the list would be: a dashed edge says "nothing here yet" without looking like
 * an error or a card to click. The edge is a real border, so it shows in forced-colours mode too.
 */
export const root = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xlarge,
    paddingInline: vars.space.large,
    border: `${vars.borderWidth.standard} dashed ${border.standard}`,
    borderRadius: vars.radius.large,
    textAlign: 'center',
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  }),
);

/** The decorative icon, in a soft disc above the heading. */
export const icon = style(
  inLayer(components, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.small,
    borderRadius: vars.radius.full,
    backgroundColor: background.neutralSoft,
    color: foreground.textMuted,
  }),
);

/** The text stays at a readable measure however wide the list is. */
export const text = style(inLayer(components, { maxWidth: vars.contentWidth.xsmall }));

/** The actions, side by side, wrapping and centred on a narrow screen. */
export const actions = style(
  inLayer(components, {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    marginBlockStart: vars.space.xsmall,
  }),
);
