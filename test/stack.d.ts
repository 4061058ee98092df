// Values the stack project's globalSetup provides to its tests (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    authEmulatorHost: string;
  }
}

export {};
