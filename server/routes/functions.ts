/**
 * Cloud functions (spec 7) under one base (`/functions/<name>` on the same origin, docs/decisions.md),
 * plus what their answers link to: news images and emailed report downloads.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import type { BreachLookup } from '../functions/breach-lookup.ts';
import { breachLookupFor } from '../functions/breaches.ts';
import { callerNamed, limitCaller, sameEmail } from '../functions/caller.ts';
import { changePassword } from '../functions/change-password.ts';
import { newsImageSvg } from '../functions/news-image.ts';
import { listNews, newsExists } from '../functions/news-store.ts';
import { queueProfileReport, reportPdf } from '../functions/reports.ts';
import { appOrigin } from '../http.ts';
import { InstagramExportError } from '../profile-engine/instagram-export.ts';
import type { UploadedFile } from '../profile-engine/read-export-upload.ts';
import { currentProfileDocument } from '../profile-sources/current-document.ts';
import { analyseUploadedExport, importLimit, ImportsBusy } from '../profile-sources/export-upload.ts';
import { ExportTooLarge } from '../profile-sources/profile-worker.ts';
import { MAX_EXPORT_BODY_BYTES, MAX_EXPORT_FILES, MAX_EXPORT_MEGABYTES } from '../../contracts/export-upload.ts';
import type { PdfReportAnswer } from '../../contracts/pdf-report.ts';

type UploadRefusal = { code: string; message: string };

/**
 * The `files` parts of a multipart upload: one ZIP or the JSON files (browsers send bare file
 * names, without folders); or why the body is not such an upload.
 */
async function exportFilesOf(c: Context): Promise<UploadedFile[] | UploadRefusal> {
  const body = await c.req.parseBody({ all: true }).catch(() => undefined);
  if (!body) return { code: 'invalid-upload', message: 'The upload is not multipart form data' };
  const parts = body.files;
  const files = (Array.isArray(parts) ? parts : [parts]).filter((part): part is File => part instanceof File);
  if (files.length > MAX_EXPORT_FILES)
    return { code: 'invalid-export', message: `Choose at most ${MAX_EXPORT_FILES} files, not ${files.length}` };
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

const IMPORTS_BUSY_RETRY_SECONDS = 30;
const IMPORTS_BUSY_TEXT = 'Many exports are being read right now. Try again in a minute: nothing was lost.';
const EXPORT_TOO_LARGE_TEXT = 'This export is too large to read. Request only "Followers and following" in JSON.';

const uploadTooLarge = (c: Context) =>
  c.json({ error: { code: 'too-large', message: `The files are larger than ${MAX_EXPORT_MEGABYTES} MB` } }, 413);

export function functionsRoutes(deps: AppDeps, breaches: BreachLookup = breachLookupFor(deps.config)) {
  const { db, auth, clock, logger } = deps;
  const importing = importLimit(deps.config.exportImportsAtOnce);

  return {
    news: factory.createHandlers(async (c) => c.json({ news: await listNews(db) })),

    breachCheck: factory.createHandlers(
      callerNamed('breachCheck', ({ query }, caller) => sameEmail(query.account, caller.email)),
      limitCaller(deps, 'breachCheck'),
      async (c) => {
        const result = await breaches(inputOf(c, 'breachCheck').query.account);
        switch (result.kind) {
          case 'breached':
            return c.json(result.sites);
          case 'none':
            return c.json({ error: 'No breaches found for this account' }, 404);
          case 'rate-limited':
            c.header('Retry-After', result.retryAfter);
            return c.json({ error: 'Too many requests, try again later' }, 429);
          case 'failed':
            logger.warn({ reason: result.reason }, 'breach check failed');
            return c.json({ error: 'Breach check is unavailable, try again later' }, 502);
        }
      },
    ),

    changePassword: factory.createHandlers(
      callerNamed(
        'changePassword',
        ({ body }, caller) => body.id === caller.uid && sameEmail(body.email, caller.email),
      ),
      limitCaller(deps, 'changePassword'),
      async (c) => {
        const caller = { uid: c.get('uid'), signedIn: new Date(c.get('authTime') * 1000), now: clock.now() };
        const { password } = inputOf(c, 'changePassword').body;
        const { status, body } = await changePassword(auth, caller, password);
        return c.json(body, status);
      },
    ),

    profileData: factory.createHandlers(async (c) => {
      const document = await currentProfileDocument(deps, c.get('uid'));
      return document ? c.json(document) : c.json({ error: 'No profile data yet' }, 404);
    }),

    uploadExport: factory.createHandlers(
      bodyLimit({ maxSize: MAX_EXPORT_BODY_BYTES, onError: uploadTooLarge }),
      limitCaller(deps, 'uploadExport'),
      async (c) => {
        const files = await exportFilesOf(c);
        if (!Array.isArray(files)) return c.json({ error: files }, 400);
        try {
          return c.json(await importing(() => analyseUploadedExport(deps, c.get('uid'), files)));
        } catch (error) {
          if (error instanceof ImportsBusy) {
            c.header('Retry-After', String(IMPORTS_BUSY_RETRY_SECONDS));
            return c.json({ error: { code: 'busy', message: IMPORTS_BUSY_TEXT } }, 429);
          }
          if (error instanceof ExportTooLarge)
            return c.json({ error: { code: 'too-large', message: EXPORT_TOO_LARGE_TEXT } }, 413);
          if (!(error instanceof InstagramExportError)) throw error;
          // An HTML export has its own code: the user must request the export again.
          const code = error.problem === 'html-export' ? 'html-export' : 'invalid-export';
          return c.json({ error: { code, message: error.message } }, 400);
        }
      },
    ),

    pdfReport: factory.createHandlers(
      callerNamed('pdfReport', ({ body }, caller) => body.uid === caller.uid && sameEmail(body.email, caller.email)),
      limitCaller(deps, 'pdfReport'),
      async (c) => {
        const { hostname } = inputOf(c, 'pdfReport').body;
        const request = {
          uid: c.get('uid'),
          email: c.get('email')!,
          hostname: hostname.replace(/:\d+$/, ''),
          origin: appOrigin(c, deps.config),
        };
        const outcome = await queueProfileReport(deps, request);
        if (outcome === 'no-document') return c.json({ error: 'No profile data yet' } satisfies PdfReportAnswer, 404);
        if (outcome === 'not-ready')
          return c.json({ error: 'Your profile is still being analysed' } satisfies PdfReportAnswer, 409);
        return c.json({ success: true } satisfies PdfReportAnswer);
      },
    ),

    newsImage: factory.createHandlers(async (c) => {
      const slug = param(c, 'file').slice(0, -'.svg'.length);
      if (!(await newsExists(db, slug))) return c.json({ error: 'Not found' }, 404);
      c.header('content-type', 'image/svg+xml; charset=utf-8');
      c.header('cache-control', 'public, max-age=31536000, immutable');
      return c.body(newsImageSvg(slug));
    }),

    reportDownload: factory.createHandlers(async (c) => {
      const pdf = await reportPdf(db, param(c, 'file').slice(0, -'.pdf'.length), clock.now());
      if (!pdf) return c.json({ error: 'Report not found or expired' }, 404);
      c.header('content-type', 'application/pdf');
      c.header('content-disposition', 'inline; filename="profile-report.pdf"');
      // The link is the credential: keep the file out of shared caches.
      c.header('cache-control', 'private, no-store');
      return c.body(pdf);
    }),
  } satisfies EndpointHandlers;
}
