import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * `node` with a router to build its links' addresses, for a render on the server: a bare one,
 * because the page only needs the addresses (the app's own router starts the session and loads
 * every route once the page's script has come).
 */
export function withLinks(path: string, node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return <RouterContextProvider router={router}>{node}</RouterContextProvider>;
}
