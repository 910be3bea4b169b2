import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

import keystaticConfig from '../../keystatic.config';

// The editor's page: Keystatic's own app, outside the site's router and styles (see ../keystaticPlugin.ts).
const root = document.getElementById('keystatic');
if (!root) throw new Error('the editor page has no #keystatic element');
// Keystatic's page takes the unparameterised Config, which a configuration typed by its own
// collections is not assignable to (its `ui` option is typed by their names): the same object, widened.
createRoot(root).render(createElement(Keystatic, { config: keystaticConfig as unknown as Config }));
