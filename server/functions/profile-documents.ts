/** Storage of the social-profile document (spec 3), one per user. */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { InsightStatus, ProfileDocument, ProfileSourceKind } from '../../contracts/profile.ts';
import type { Queryable } from '../db/adapter.ts';

interface DocumentRow {
  document: StoredProfileDocument;
  updated_at: Date;
  analysis_started_at: Date | null;
  [key: string]: unknown;
}

export interface DocumentState {
  status: InsightStatus;
  updatedAt: Date;
  /** Set while an analysis runs (the first one of a new profile). */
  analysisStartedAt: Date | null;
}

export async function profileDocumentOf(q: Queryable, uid: string): Promise<ProfileDocument | undefined> {
  const [row] = await q.query<DocumentRow>('SELECT document, updated_at FROM profile_documents WHERE uid = $1', [uid]);
  if (!row) return undefined;
  return { ...row.document, _updatedAt: { _seconds: Math.floor(new Date(row.updated_at).getTime() / 1000) } };
}

/** Where a user's document stands, without reading the whole document. */
export async function documentStateOf(q: Queryable, uid: string): Promise<DocumentState | undefined> {
  const [row] = await q.query<DocumentRow & { status: InsightStatus }>(
    `SELECT document->'_insights'->>'status' AS status, updated_at, analysis_started_at FROM profile_documents WHERE uid = $1`,
    [uid],
  );
  return (
    row && {
      status: row.status,
      updatedAt: new Date(row.updated_at),
      analysisStartedAt: row.analysis_started_at && new Date(row.analysis_started_at),
    }
  );
}

/** Stores (or replaces) a user's finished document; any analysis under way is over. */
export async function saveProfileDocument(q: Queryable, uid: string, document: StoredProfileDocument, updatedAt: Date) {
  await q.query(
    `INSERT INTO profile_documents (uid, document, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (uid) DO UPDATE SET document = EXCLUDED.document, updated_at = EXCLUDED.updated_at, analysis_started_at = NULL`,
    [uid, JSON.stringify(document), updatedAt],
  );
}

/**
 * A document with nothing calculated yet, whose analysis of `sources` starts now (so the screen can
 * say an analysis is under way); a second call keeps the first start.
 */
export async function startAnalysis(q: Queryable, uid: string, now: Date, sources: ProfileSourceKind[]) {
  await q.query(
    `INSERT INTO profile_documents (uid, document, updated_at, analysis_started_at) VALUES ($1, $2, $3, $3) ON CONFLICT (uid) DO NOTHING`,
    [uid, JSON.stringify({ _insights: { status: 'idle' }, _sources: sources } satisfies StoredProfileDocument), now],
  );
}

export async function setAnalysisStatus(q: Queryable, uid: string, status: InsightStatus) {
  await q.query(
    `UPDATE profile_documents SET document = jsonb_set(document, '{_insights,status}', to_jsonb($2::text)) WHERE uid = $1`,
    [uid, status],
  );
}
