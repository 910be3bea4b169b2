import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

import { vanillaExtract } from '../vite.config.ts';

export default defineConfig({
  plugins: [vanillaExtract(), reactRouter()],
  // Prerendering runs the app in Node: these packages ship runtime code that must go through
  // Vite (see ../shared/STACK.md on sprinkles under prerender).
  ssr: { noExternal: ['@vanilla-extract/sprinkles', '@vanilla-extract/recipes', '@vanilla-extract/dynamic'] },
  server: { port: 5173, strictPort: true },
});
