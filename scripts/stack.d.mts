// Types for stack.mjs (plain JS so that `node scripts/start.mjs` needs no loader).
export interface StackOptions {
  port?: number;
  dataDir?: string;
  dev?: boolean;
  authPort?: number;
  /** Real Postgres instead of PGlite under dataDir. */
  databaseUrl?: string;
  echo?: boolean;
  /** More server settings (e.g. timeouts the fault suite shortens). */
  env?: Record<string, string>;
  /** Where the SPA is built and served from (default `dist`; relative to the repository), and the build's own settings (VITE_*). */
  staticDir?: string;
  buildEnv?: Record<string, string>;
  /** An Auth emulator already running to use (host:port; default FIREBASE_AUTH_EMULATOR_HOST's). */
  authEmulatorHost?: string;
}

/** The processes behind a stack, for the fault suite to break and mend. */
export interface StackFaults {
  /** The API server's process id (its memory is read from /proc). */
  serverPid(): number;
  /** Stops the API server (SIGKILL for a crash); the emulator and data stay. */
  stopServer(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the API server again on the same data and port; resolves with its address once ready. */
  startServer(): Promise<string>;
  stopAuthEmulator(): Promise<void>;
  startAuthEmulator(): Promise<void>;
}

export interface Stack {
  url: string;
  authEmulatorHost: string;
  /** 'fresh' | 'built' | 'failed' | 'dev' | 'skipped' */
  build: string;
  stop(): Promise<void>;
  faults: StackFaults;
}

export function startStack(options?: StackOptions): Promise<Stack>;

/** An Auth emulator alone (port 9099 by default) on a temporary data folder; stacks started with FIREBASE_AUTH_EMULATOR_HOST naming it share it. */
export function startSharedAuthEmulator(options?: {
  authPort?: number;
}): Promise<{ host: string; stop(): Promise<void> }>;

/** startStack on a fresh temporary data folder that stop() removes. */
export function startThrowawayStack(options?: Omit<StackOptions, 'dataDir'>): Promise<Stack>;

/** The last `lines` lines of a log file ('' when it cannot be read). */
export function tail(file: string, lines?: number): Promise<string>;
