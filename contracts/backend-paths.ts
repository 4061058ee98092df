/**
 * Which paths are the server's calls, never the app's pages. The lists come from the endpoint
 * table (contracts/endpoints.ts backendPaths); this module holds only what the service worker
 * needs, which is built with the lists filled in rather than with the table and its schemas.
 */

export interface BackendPaths {
  /** Prefixes of the server's calls, which always go to the network. */
  calls: string[];
  /** Prefixes of the files a page session opens (the course's lessons), kept for offline use. */
  pageSessionFiles: string[];
}

/** Whether a path is under one of these prefixes (a prefix ending in `/` takes what follows; others a whole segment). */
export const isBackendPath = (prefixes: readonly string[], pathname: string) =>
  prefixes.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
