/** Applies server/db/migrations/*.sql in name order, each once, recorded in schema_migrations. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './adapter.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 4173_0001; // any constant; serialises instances starting together

export async function migrate(db: Db): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files.filter((file) => !done.has(file))) {
      await tx.exec(await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
