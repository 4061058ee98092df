// Types for with-postgres.mjs.
export interface Postgres {
  /** The cluster's application database (DATABASE_URL). */
  url: string;
  /** The `postgres` maintenance database, for creating more databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export function startPostgres(options?: { database?: string }): Promise<Postgres>;
