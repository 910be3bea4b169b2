import { globalStyle } from '@vanilla-extract/css';

import { reset } from './layers.css';

// A modern, minimal reset: predictable box sizing and spacing, media that never overflows, and
// form controls that inherit the type scale.
globalStyle('*, *::before, *::after', {
  '@layer': { [reset]: { boxSizing: 'border-box', margin: 0 } },
});

globalStyle('html', {
  '@layer': {
    [reset]: {
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
    },
  },
});

globalStyle('body', {
  '@layer': {
    [reset]: {
      minHeight: '100vh',
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
    },
  },
});

globalStyle('img, picture, video, canvas, svg', {
  '@layer': { [reset]: { display: 'block', maxWidth: '100%' } },
});

globalStyle('img, video', {
  '@layer': { [reset]: { height: 'auto' } },
});

globalStyle('input, button, textarea, select', {
  '@layer': { [reset]: { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' } },
});

globalStyle('button', {
  '@layer': { [reset]: { background: 'none', border: 'none', padding: 0, cursor: 'pointer' } },
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  '@layer': { [reset]: { overflowWrap: 'break-word' } },
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  '@layer': { [reset]: { fontSize: 'inherit', fontWeight: 'inherit' } },
});

globalStyle('ul, ol', {
  '@layer': { [reset]: { padding: 0, listStyle: 'none' } },
});

globalStyle('a', {
  '@layer': { [reset]: { color: 'inherit', textDecoration: 'inherit' } },
});

globalStyle('address', {
  '@layer': { [reset]: { fontStyle: 'normal' } },
});

globalStyle('table', {
  '@layer': { [reset]: { borderCollapse: 'collapse', borderSpacing: 0 } },
});
