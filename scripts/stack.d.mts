// Types for stack.mjs (plain JS so that `node scripts/start.mjs` needs no loader).
export interface StackOptions {
  port?: number;
  dataDir?: string;
  dev?: boolean;
  authPort?: number;
  /** Real Postgres instead of PGlite under dataDir. */
  databaseUrl?: string;
  echo?: boolean;
}

export interface Stack {
  url: string;
  authEmulatorHost: string;
  /** 'fresh' | 'built' | 'failed' | 'dev' | 'skipped' */
  build: string;
  stop(): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<Stack>;

/** startStack on a fresh temporary data folder that stop() removes. */
export function startThrowawayStack(options?: Omit<StackOptions, 'dataDir'>): Promise<Stack>;
