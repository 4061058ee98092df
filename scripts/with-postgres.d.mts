// Types for with-postgres.mjs.
export interface Postgres {
  /** The cluster's application database (DATABASE_URL). */
  url: string;
  /** The `postgres` maintenance database, for creating more databases. */
  adminUrl: string;
  stop(): Promise<void>;
  /** For the fault suite: stop the server (cutting every connection) and start it again on the same data and port. */
  outage: { stopServer(): Promise<void>; startServer(): Promise<void> };
}

export function startPostgres(options?: { database?: string }): Promise<Postgres>;
