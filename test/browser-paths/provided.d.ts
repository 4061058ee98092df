// What the browser paths' globalSetup provides to its tests (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export {};
