import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { stopHoldingPresses } from './performance/heldPress';

// React Router's own start, with one step before it: from here on React hears the page's presses
// (a press while it hydrates hydrates that part first), so the inline script stops holding them;
// one it held is made again once the page has hydrated (root.tsx).
stopHoldingPresses();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
