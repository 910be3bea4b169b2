import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The printed ROI estimate. The calculator sits in the middle of the home page, so Print puts
 * `printingEstimate` on <html> just before window.print() and takes it off after printing: while
 * it is there, the printed page holds the estimate alone. Without it (Ctrl+P on the home page),
 * the page prints as it always did.
 *
 * Black on white, whatever the theme: ink on paper, and a theme's tinted surfaces cost toner and
 * print grey. So the colours here are the paper's and the ink's, not the theme's.
 */

/** On <html> while the estimate is being printed. */
export const printingEstimate = style({});

/** The part that is printed: the estimate's card. */
export const estimate = style({});

/** In the estimate on screen, left out of the printed copy (buttons, the out-of-date note). */
export const screenOnly = style({});

/** The headline figures' grid: one row of four on paper, where the page is narrower than the screen's two columns allow. */
export const figures = style({});

/** Only in the printed copy: what the screen says around the estimate (title, date, inputs, link). */
export const printOnly = style({ display: 'none' });

const printing = `html.${printingEstimate}`;
const inEstimate = `${printing} .${estimate}`;
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } });

// Everything that neither holds the estimate nor is part of it: header, footer, the other
// sections, the calculator's form, notifications.
globalStyle(`${printing} body *:not(:has(.${estimate})):not(.${estimate}):not(.${estimate} *)`, print({ display: 'none' }));

// The estimate's ancestors (the page's layout, the section's band and columns) lose their
// spacing, surfaces and widths, so the estimate starts at the top of the page and spans it.
globalStyle(
  `${printing} body, ${printing} body *:has(.${estimate})`,
  print({
    display: 'block',
    margin: 0,
    padding: 0,
    border: 'none',
    background: 'white',
    boxShadow: 'none',
    width: 'auto',
    maxWidth: 'none',
    minHeight: 0,
    position: 'static',
  }),
);

// Slightly smaller than on screen (about 10.5 pt body text), so an estimate fits one A4 or Letter page.
globalStyle(inEstimate, print({ background: 'white', boxShadow: 'none', border: 'none', borderRadius: 0, zoom: 0.85 }));

globalStyle(`${inEstimate} .${figures}`, print({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }));

globalStyle(
  `${inEstimate} *`,
  print({ color: 'black', background: 'transparent', borderColor: 'black', boxShadow: 'none', textShadow: 'none' }),
);

globalStyle(`${inEstimate} .${screenOnly}`, print({ display: 'none' }));

globalStyle(`${inEstimate} .${printOnly}`, print({ display: 'block' }));

// A row of the breakdown is never split across pages.
globalStyle(`${inEstimate} tr`, print({ breakInside: 'avoid' }));
