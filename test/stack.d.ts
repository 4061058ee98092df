// Values the stack project's globalSetup provides to its tests (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    /** The stack's data folder: its logs (server.log) are there. */
    stackDataDir: string;
    /** Only in the stack-pg project: the throwaway cluster's maintenance database. */
    postgresAdminUrl?: string;
  }
}

export {};
