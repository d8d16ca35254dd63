// What the browser entry needs from the router, as one module it imports in a step of its own (../entry-client.tsx).
// Importing the router package itself dynamically would keep every export it has in the bundle (a dynamic import
// cannot be tree-shaken); this module keeps only these two.
export { RouterProvider } from '@tanstack/react-router';
export { hydrate } from '@tanstack/react-router/ssr/client';
