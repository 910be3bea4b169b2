import { mediaQuery, vars } from '@akoma/tokens';
import { createContainer, createVar, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground, border } = vars.color;
const { text, heading, fontWeight, fontFamily } = vars.typography;

// The chart is laid out for the width it is given, not the window's: in a narrow column of a wide
// page it still shows only what fits. Container queries cannot read custom properties, so these
// widths are constants, in em like the breakpoints (they follow the visitor's text size).
const chart = createContainer();
const atMedium = `${chart} (min-width: 30em)`;
const atWide = `${chart} (min-width: 48em)`;

/** Where a label sits along its axis (a percentage of the plot), set per label. */
export const labelStart = createVar();
/** How wide an x label's box is (a percentage of the plot), set per label. */
export const labelWidth = createVar();

export const root = style(
  inLayer(components, {
    containerName: chart,
    containerType: 'inline-size',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    margin: 0,
    minWidth: 0,
    fontFamily: fontFamily.body,
    color: foreground.text,
  }),
);

/** The figure's title, with the look of a table caption. */
export const caption = style(
  inLayer(components, {
    fontFamily: fontFamily.heading,
    fontWeight: fontWeight.bold,
    fontSize: heading['4'].mobile.fontSize,
    lineHeight: heading['4'].mobile.lineHeight,
  }),
);

export const empty = style(
  inLayer(components, {
    margin: 0,
    color: foreground.textMuted,
    fontSize: text.standard.mobile.fontSize,
    lineHeight: text.standard.mobile.lineHeight,
  }),
);

/**
 * The y axis, the plot and the band names side by side, the x axis under the plot. The plot's
 * height follows the width between a short and a tall limit, so a phone's chart is still readable
 * and a wide one does not tower. The top padding leaves room for the top label's upper half.
 */
export const chartArea = style(
  inLayer(components, {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: `clamp(calc(${vars.space.huge} * 2), 50cqi, calc(${vars.space.huge} * 3)) auto`,
    gridTemplateAreas: '"y plot" ". x"',
    columnGap: vars.space.xsmall,
    rowGap: vars.space.xsmall,
    paddingBlockStart: vars.space.small,
    fontSize: text.small.mobile.fontSize,
    lineHeight: text.small.mobile.lineHeight,
    color: foreground.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** The band names' column is at most a few words wide, and never narrower than the longest word. */
export const chartAreaWithBands = style(
  inLayer(components, {
    gridTemplateColumns: `auto minmax(0, 1fr) fit-content(${vars.space.huge})`,
    gridTemplateAreas: '"y plot bands" ". x ."',
  }),
);

/**
 * The labels of an axis share one grid cell, so the axis is as wide (or tall) as its longest
 * label, and each is moved along the axis from there by a percentage of that cell.
 */
const stackedLabels = {
  display: 'grid',
  gridTemplateRows: '100%',
  gridTemplateColumns: '100%',
  minWidth: 0,
} as const;

export const yAxis = style(inLayer(components, { ...stackedLabels, gridArea: 'y', justifyItems: 'end' }));

export const bandAxis = style(
  inLayer(components, { ...stackedLabels, gridArea: 'bands', gridTemplateColumns: 'auto', minWidth: 'min-content', justifyItems: 'start' }),
);

/** A label centred on its height on the scale. */
export const valueLabel = style(
  inLayer(components, {
    gridArea: '1 / 1',
    alignSelf: 'start',
    position: 'relative',
    top: labelStart,
    transform: 'translateY(-50%)',
    whiteSpace: 'nowrap',
  }),
);

export const bandLabel = style(
  inLayer(components, {
    gridArea: '1 / 1',
    alignSelf: 'start',
    position: 'relative',
    top: labelStart,
    transform: 'translateY(-50%)',
    overflowWrap: 'break-word',
  }),
);

export const plot = style(inLayer(components, { gridArea: 'plot', position: 'relative', minWidth: 0 }));

/** One set of x labels per width: only the one that fits the chart's width shows (see `xAxisAt`). */
export const xAxis = style(inLayer(components, { ...stackedLabels, gridArea: 'x', gridTemplateRows: 'auto' }));

export const xAxisAt = styleVariants({
  narrow: inLayer(components, { '@container': { [atMedium]: { display: 'none' } } }),
  medium: inLayer(components, {
    display: 'none',
    '@container': { [atMedium]: { display: 'grid' }, [atWide]: { display: 'none' } },
  }),
  wide: inLayer(components, { display: 'none', '@container': { [atWide]: { display: 'grid' } } }),
});

export const xLabel = style(
  inLayer(components, {
    gridArea: '1 / 1',
    position: 'relative',
    // The plot's coordinates run left to right in every language, so the labels follow them.
    left: labelStart,
    width: labelWidth,
    boxSizing: 'border-box',
    paddingInline: vars.space.xxsmall,
    overflowWrap: 'anywhere',
  }),
);

export const xLabelAlign = styleVariants({ start: 'left', center: 'center', end: 'right' } as const, (textAlign) =>
  inLayer(components, { textAlign }),
);

// --- The drawing. The SVG is stretched to the plot (preserveAspectRatio="none"); strokes keep their
// width in screen pixels (non-scaling-stroke), and each dot is a zero-length stroke with round caps,
// which stays round however the drawing is stretched. ---

export const svg = style(
  inLayer(components, {
    position: 'absolute',
    inset: 0,
    display: 'block',
    width: '100%',
    height: '100%',
    // The dots at the edges of the scale reach past the plot by half their size.
    overflow: 'visible',
    // The drawing picks its own system colours in forced-colours mode (below), rather than the
    // browser's forcing every shape, band fills included, to one colour.
    '@media': { [mediaQuery.forcedColors]: { forcedColorAdjust: 'none' } },
  }),
);

const stroke = { fill: 'none', vectorEffect: 'non-scaling-stroke' } as const;

/** Alternate bands are shaded, so neighbours read apart; the gridlines mark their edges. */
export const band = style(
  inLayer(components, {
    fill: background.neutralSoft,
    '@media': { [mediaQuery.forcedColors]: { fill: 'transparent' } },
  }),
);

export const gridline = style(
  inLayer(components, {
    ...stroke,
    stroke: border.standard,
    strokeWidth: vars.borderWidth.standard,
    '@media': { [mediaQuery.forcedColors]: { stroke: 'GrayText' } },
  }),
);

/** The bottom of the scale, drawn firmer as the chart's base. */
export const baseline = style(
  inLayer(components, {
    ...stroke,
    stroke: border.field,
    strokeWidth: vars.borderWidth.standard,
    '@media': { [mediaQuery.forcedColors]: { stroke: 'CanvasText' } },
  }),
);

export const line = style(
  inLayer(components, {
    ...stroke,
    stroke: foreground.brandAccent,
    strokeWidth: vars.borderWidth.strong,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
    '@media': { [mediaQuery.forcedColors]: { stroke: 'CanvasText' } },
  }),
);

/** A ring in the background's colour around each dot, so a dot stands apart from the line through it. */
export const dotHalo = style(
  inLayer(components, {
    ...stroke,
    stroke: background.surface,
    strokeWidth: vars.space.small,
    strokeLinecap: 'round',
    '@media': { [mediaQuery.forcedColors]: { stroke: 'Canvas' } },
  }),
);

export const dot = style(
  inLayer(components, {
    ...stroke,
    stroke: foreground.brandAccent,
    strokeWidth: vars.space.xsmall,
    strokeLinecap: 'round',
    '@media': { [mediaQuery.forcedColors]: { stroke: 'Highlight' } },
  }),
);
