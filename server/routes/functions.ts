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
import { refuse } from '../refusal.ts';
import { MAX_EXPORT_BODY_BYTES, MAX_EXPORT_FILES, MAX_EXPORT_MEGABYTES } from '../../contracts/export-upload.ts';
import type { ChangePasswordAnswer } from '../../contracts/change-password.ts';
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

const uploadTooLarge = () => refuse(413, `The files are larger than ${MAX_EXPORT_MEGABYTES} MB`, { code: 'too-large' });

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
            return refuse(404, 'No breaches found for this account');
          case 'rate-limited':
            return refuse(429, 'Too many requests, try again later', { headers: { 'Retry-After': result.retryAfter } });
          case 'failed':
            logger.warn({ reason: result.reason }, 'breach check failed');
            return refuse(502, 'Breach check is unavailable, try again later');
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
        await changePassword(auth, caller, password);
        return c.json({ success: true } satisfies ChangePasswordAnswer);
      },
    ),

    profileData: factory.createHandlers(async (c) => {
      const document = await currentProfileDocument(deps, c.get('uid'));
      return document ? c.json(document) : refuse(404, 'No profile data yet');
    }),

    uploadExport: factory.createHandlers(
      bodyLimit({ maxSize: MAX_EXPORT_BODY_BYTES, onError: uploadTooLarge }),
      limitCaller(deps, 'uploadExport'),
      async (c) => {
        const files = await exportFilesOf(c);
        if (!Array.isArray(files)) refuse(400, files.message, { code: files.code });
        try {
          return c.json(await importing(() => analyseUploadedExport(deps, c.get('uid'), files)));
        } catch (error) {
          if (error instanceof ImportsBusy)
            refuse(429, IMPORTS_BUSY_TEXT, {
              code: 'busy',
              headers: { 'Retry-After': String(IMPORTS_BUSY_RETRY_SECONDS) },
            });
          if (error instanceof ExportTooLarge) refuse(413, EXPORT_TOO_LARGE_TEXT, { code: 'too-large' });
          if (!(error instanceof InstagramExportError)) throw error;
          // An HTML export has its own code: the user must request the export again.
          refuse(400, error.message, { code: error.problem === 'html-export' ? 'html-export' : 'invalid-export' });
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
        if (outcome === 'no-document') refuse(404, 'No profile data yet');
        if (outcome === 'not-ready') refuse(409, 'Your profile is still being analysed');
        return c.json({ success: true } satisfies PdfReportAnswer);
      },
    ),

    newsImage: factory.createHandlers(async (c) => {
      const slug = param(c, 'file').slice(0, -'.svg'.length);
      if (!(await newsExists(db, slug))) refuse(404, 'Not found');
      c.header('content-type', 'image/svg+xml; charset=utf-8');
      c.header('cache-control', 'public, max-age=31536000, immutable');
      return c.body(newsImageSvg(slug));
    }),

    reportDownload: factory.createHandlers(async (c) => {
      const pdf = await reportPdf(db, param(c, 'file').slice(0, -'.pdf'.length), clock.now());
      if (!pdf) refuse(404, 'Report not found or expired');
      c.header('content-type', 'application/pdf');
      c.header('content-disposition', 'inline; filename="profile-report.pdf"');
      // The link is the credential: keep the file out of shared caches.
      c.header('cache-control', 'private, no-store');
      return c.body(pdf);
    }),
  } satisfies EndpointHandlers;
}
