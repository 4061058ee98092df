/**
 * Emailed PDF reports: built from the caller's profile document, stored with an expiring download
 * token, and announced by an email written in the same transaction (so no link without a report,
 * and no report without its email).
 */
import { randomBytes } from 'node:crypto';
import { BRANDS } from '../../content/brands.ts';
import { resolveBrand } from '../../domain/brands.ts';
import { BUNDLE_ID } from '../../content/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { Queryable } from '../db/adapter.ts';
import { linkTokenHash } from '../link-token.ts';
import { enqueueAccountEmail, mailingAccount } from '../verified-mail.ts';
import { currentProfileDocument } from '../profile-sources/current-document.ts';
import { subscriptionsOfUser } from '../subscriptions.ts';
import { profileHistoryOf } from '../profile-sources/profile-history.ts';
import { buildProfileReport, REPORT_HISTORY_DAYS } from './pdf-report.ts';

export const REPORT_TTL_MS = 7 * 24 * 3_600_000;

export interface ReportRequest {
  uid: string;
  email: string;
  hostname: string;
  /** Where the download link points (this server's origin). */
  origin: string;
}

export type ReportOutcome = 'queued' | 'no-document' | 'not-ready';

export async function queueProfileReport(
  { db, clock, outbox, auth }: Pick<AppDeps, 'db' | 'clock' | 'outbox' | 'auth'>,
  request: ReportRequest,
): Promise<ReportOutcome> {
  const document = await currentProfileDocument({ db, clock }, request.uid);
  if (!document) return 'no-document';
  if (!document._calculatedData) return 'not-ready';

  // The plan code wins over the host when they disagree (docs/decisions.md), as in the app.
  const mainPlan = (await subscriptionsOfUser(db, request.uid)).find((s) => s.main_plan && s.bundle === BUNDLE_ID);
  const { productName } = BRANDS[resolveBrand(request.hostname, mainPlan?.plan_code)];
  const now = clock.now();
  const pdf = await buildProfileReport({
    productName,
    email: request.email,
    data: document._calculatedData,
    history: await profileHistoryOf(db, request.uid, now, REPORT_HISTORY_DAYS),
    updatedAt: new Date(document._updatedAt._seconds * 1000),
    generatedAt: now,
  });

  // 128 random bits: the link alone grants the download, so the row keeps only their hash.
  const token = randomBytes(16).toString('hex');
  const account = await mailingAccount(auth, request.uid, request.email);
  const expiresAt = new Date(now.getTime() + REPORT_TTL_MS);
  await db.transaction(async (tx) => {
    // Made from Instagram's data: deleted with it (server/instagram-connection/deletion.ts).
    const fromInstagram = document._sources?.includes('instagram') ?? true;
    await tx.query(
      'INSERT INTO reports (token_hash, uid, pdf, created_at, expires_at, from_instagram) VALUES ($1, $2, $3, $4, $5, $6)',
      [linkTokenHash(token), request.uid, pdf, now, expiresAt, fromInstagram],
    );
    await enqueueAccountEmail(
      tx,
      clock,
      { ...account, origin: request.origin },
      {
        to: request.email,
        subject: `Your ${productName} profile report`,
        body: `Hello,\n\nYour Instagram profile report is ready. Download it here (the link works until ${expiresAt.toUTCString()}):\n${request.origin}/reports/${token}.pdf\n\nThe ${productName} team`,
      },
    );
  });
  outbox.kick();
  return 'queued';
}

/** The report's PDF while its token is valid and unexpired (server/jobs/maintenance.ts deletes expired rows). */
export async function reportPdf(q: Queryable, token: string, now: Date): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [row] = await q.query<{ pdf: Uint8Array }>(
    'SELECT pdf FROM reports WHERE token_hash = $1 AND expires_at > $2',
    [linkTokenHash(token), now],
  );
  // PGlite answers a Uint8Array, pg a Buffer: one plain copy for both.
  return row && new Uint8Array(row.pdf);
}
