// Values the stack and fault projects' global setups provide to their tests (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
    /** The stack's data folder: its logs (server.log) are there. */
    stackDataDir: string;
    /** Only in the stack-pg project: the throwaway cluster's maintenance database. */
    postgresAdminUrl?: string;
    /** Only in the fault projects: where a case records its row of the table (test/faults/report.ts). */
    faultResultsFile: string;
  }
}

export {};
