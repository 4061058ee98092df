// The flows page (/dev/flows): mounted outside production only; its script is the real machines
// bundled for the browser; it serves the committed diagrams, plans and model samples and nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devFlowsRoutes } from '../../server/dev/flows/routes';
import { appFor } from './dev-app';

describe('the flows page', () => {
  it('is mounted outside production only', async () => {
    const paths = ['/dev/flows', '/dev/flows/files/cancelFlow.svg'];
    const statuses = async (production: boolean) =>
      Promise.all(paths.map(async (path) => (await appFor(production).request(path)).status));
    expect(await statuses(false)).toEqual([200, 200]);
    expect(await statuses(true)).toEqual([404, 404]);
  });

  it('serves a page whose only script is its own bundle', async () => {
    const page = await (await appFor(false).request('/dev/flows')).text();
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/dev/flows/app.js">']);
  });

  it('bundles every machine and its wording for the browser', { timeout: 30_000 }, async () => {
    const response = await appFor(false).request('/dev/flows/app.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    for (const id of ['cancelFlow', 'session', 'signUp', 'accessRecovery', 'insightStatus'])
      expect(script).toContain(`id: "${id}"`);
    expect(script).not.toMatch(/from\s*["'](node:|react)/);
  });

  it('serves the committed diagram, plan and model samples, and no other file', async () => {
    const app = appFor(false);
    const types = await Promise.all(
      ['cancelFlow.svg', 'cancelFlow.csv', 'cancelFlow.model.json'].map(async (name) =>
        (await app.request(`/dev/flows/files/${name}`)).headers.get('content-type'),
      ),
    );
    expect(types).toEqual(['image/svg+xml', 'text/csv; charset=utf-8', 'application/json']);
    const refused = await Promise.all(
      ['..%2Fpackage.json', 'cancelFlow.md', 'noSuchMachine.svg', 'cancel-flow.svg'].map(
        async (name) => (await app.request(`/dev/flows/files/${name}`)).status,
      ),
    );
    expect(refused).toEqual([404, 404, 404, 404]);
  });

  it('serves the change file and overlays of npm run flows -- --base when there are any, and no other file', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-changes-'));
    const app = devFlowsRoutes(folder);
    expect((await app.request('/dev/flows/changes.json')).status).toBe(404);
    fs.writeFileSync(path.join(folder, 'changes.json'), '{"since":"main (abc1234)","machines":{"news":{}}}');
    fs.writeFileSync(path.join(folder, 'news.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'private');
    const changes = await app.request('/dev/flows/changes.json');
    expect(await changes.json()).toEqual({ since: 'main (abc1234)', machines: { news: {} } });
    const overlay = await app.request('/dev/flows/changes/news.svg');
    expect([overlay.status, overlay.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const refused = await Promise.all(
      ['notes.txt', 'session.svg', '..%2Fchanges.json'].map(
        async (name) => (await app.request(`/dev/flows/changes/${name}`)).status,
      ),
    );
    expect(refused).toEqual([404, 404, 404]);
    fs.rmSync(folder, { recursive: true });
  });
});
