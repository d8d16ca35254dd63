import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

// Every page arrives prerendered (scripts/prerender.mjs); the browser only hydrates the document it received.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter()} />
  </StrictMode>,
);
