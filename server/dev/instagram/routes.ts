/**
 * The development-only stand-in of Meta's Instagram API with Instagram Login, under /dev/instagram/
 * (never mounted in production; config.instagram points the server here when no app is set):
 * - /dev/instagram/oauth/authorize: the consent page (oauth-routes.ts)
 * - /dev/instagram/api/oauth/access_token: the code exchange
 * - /dev/instagram/graph/<version>/...: tokens, /me, media, comments, insights (graph-routes.ts)
 * - /dev/instagram/media/<id>.png: the posts' pictures
 * - /dev/instagram/exports/<account>.zip[?snapshot=2]: the accounts' data exports
 * - /dev/instagram/ and POST /dev/instagram/switches: the test accounts and their failure switches
 * Codes, switches and usage counts live in memory; tokens are stateless and survive a restart.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { readJsonBody } from '../../http.ts';
import { isStandInAccountKey } from './accounts.ts';
import { codeStore } from './codes.ts';
import { exportZip } from './export-zip.ts';
import { GRAPH_PATH, graphRoutes } from './graph-routes.ts';
import { hasPicture, IMAGES_PATH, picturePng } from './images.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { indexPage } from './pages.ts';
import { switchBoard, switchChange } from './switches.ts';
import { usageMeter } from './usage-meter.ts';

const INDEX_PATH = '/dev/instagram/';
const PICTURE_FILE = /^([0-9]{1,20})\.png$/;
const EXPORT_FILE = /^([a-z]+)\.zip$/;

/** The index page's buttons post a form; tests and scripts post JSON. */
async function switchRequest(c: Context): Promise<{ fromForm: boolean; body: unknown }> {
  if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    const form = await c.req.parseBody();
    const flag = (name: string) => (form[name] === undefined ? undefined : form[name] === 'true');
    return {
      fromForm: true,
      body: {
        account: form.account,
        expiredToken: flag('expiredToken'),
        rateLimited: flag('rateLimited'),
        repostsRetired: flag('repostsRetired'),
      },
    };
  }
  return { fromForm: false, body: await readJsonBody(c) };
}

export function devInstagramRoutes(deps: AppDeps) {
  const switches = switchBoard();
  const index = (c: Context) => c.html(indexPage(switches));

  return new Hono()
    .route(GRAPH_PATH, graphRoutes(deps, { switches, meter: usageMeter(deps.clock) }))
    .route('/', oauthRoutes(deps, { codes: codeStore(deps.clock), switches }))
    .get('/dev/instagram', index)
    .get(INDEX_PATH, index)

    .post('/dev/instagram/switches', async (c) => {
      const { fromForm, body } = await switchRequest(c);
      const change = switchChange.safeParse(body);
      if (!change.success)
        return c.json(
          {
            error:
              'Expected {account: small|mid|personal, expiredToken?: boolean, rateLimited?: boolean, repostsRetired?: boolean}',
          },
          400,
        );
      const switched = switches.change(change.data);
      return fromForm ? c.redirect(INDEX_PATH, 303) : c.json({ account: change.data.account, ...switched });
    })

    .get(`${IMAGES_PATH}/:file`, (c) => {
      const id = PICTURE_FILE.exec(c.req.param('file'))?.[1];
      if (!id || !hasPicture(id)) return c.json({ error: 'Not found' }, 404);
      c.header('content-type', 'image/png');
      c.header('cache-control', 'public, max-age=86400');
      return c.body(new Uint8Array(picturePng(id)));
    })

    .get('/dev/instagram/exports/:file', (c) => {
      const key = EXPORT_FILE.exec(c.req.param('file'))?.[1];
      const snapshot = c.req.query('snapshot') ?? '1';
      if (!isStandInAccountKey(key) || (snapshot !== '1' && snapshot !== '2'))
        return c.json({ error: 'Not found' }, 404);
      const { fileName, bytes } = exportZip(key, snapshot === '2' ? 2 : 1);
      c.header('content-type', 'application/zip');
      c.header('content-disposition', `attachment; filename="${fileName}"`);
      return c.body(new Uint8Array(bytes));
    });
}
