import { globalStyle } from '@vanilla-extract/css';

import { reset } from './layers.css';
import { inLayer } from './inLayer';

// A modern, minimal reset: predictable box sizing and spacing, media that never overflows, and
// form controls that inherit the type scale.
globalStyle('*, *::before, *::after', inLayer(reset, { boxSizing: 'border-box', margin: 0 }));

globalStyle(
  'html',
  inLayer(reset, {
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
  }),
);

globalStyle(
  'body',
  inLayer(reset, {
    minHeight: '100vh',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
  }),
);

globalStyle('img, picture, video, canvas, svg', inLayer(reset, { display: 'block', maxWidth: '100%' }));

globalStyle('img, video', inLayer(reset, { height: 'auto' }));

globalStyle('input, button, textarea, select', inLayer(reset, { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' }));

globalStyle('button', inLayer(reset, { background: 'none', border: 'none', padding: 0, cursor: 'pointer' }));

globalStyle('p, h1, h2, h3, h4, h5, h6', inLayer(reset, { overflowWrap: 'break-word' }));

globalStyle('h1, h2, h3, h4, h5, h6', inLayer(reset, { fontSize: 'inherit', fontWeight: 'inherit' }));

globalStyle('ul, ol', inLayer(reset, { padding: 0, listStyle: 'none' }));

globalStyle('a', inLayer(reset, { color: 'inherit', textDecoration: 'inherit' }));

globalStyle('address', inLayer(reset, { fontStyle: 'normal' }));

globalStyle('table', inLayer(reset, { borderCollapse: 'collapse', borderSpacing: 0 }));
