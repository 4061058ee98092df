/**
 * The endpoint table (contracts/endpoints.ts) is the whole HTTP surface: the server mounts every
 * declared endpoint and no other route, development's only when asked for, and the backend path
 * lists derive from it.
 */
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { core } from 'zod/mini';
import { isBackendPath } from '../../contracts/backend-paths';
import type { Endpoint } from '../../contracts/endpoint-declaration';
import { backendPrefixes, callPath, ENDPOINTS } from '../../contracts/endpoints';
import { endpointsDoc, ENDPOINTS_DOC } from '../../scripts/endpoints-doc';
import { appFor } from './dev-app';

const declared = Object.values(ENDPOINTS as Record<string, Endpoint>);
const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** The routes an app answers, middleware that runs for every request left out. */
function routesOf(production: boolean): Set<string> {
  const { routes } = appFor(production);
  return new Set(routes.filter((route) => !(route.method === 'ALL' && route.path === '/*')).map(key));
}

describe('the endpoint table', () => {
  it.each([
    ['in development', false],
    ['in production', true],
  ])('is every route the server answers %s, and every declared route is answered', (_, production) => {
    const mounted = routesOf(production);
    const expected = declared.filter((endpoint) => !(production && endpoint.development)).map(key);
    expect([...mounted].sort()).toEqual([...new Set(expected)].sort());
  });

  it('mounts nothing under /dev/ in production', () => {
    expect([...routesOf(true)].filter((route) => route.includes('/dev'))).toEqual([]);
  });

  it('declares who may call each call', () => {
    const names = (access: string) =>
      Object.entries(ENDPOINTS as Record<string, Endpoint>)
        .filter(([, endpoint]) => endpoint.kind === 'call' && endpoint.access === access)
        .map(([name]) => name)
        .sort();
    expect(names('subscriber')).toEqual(
      [
        'audienceCsv',
        'audienceList',
        'breachCheck',
        'instagramConnectFinish',
        'instagramConnectStart',
        'instagramRefresh',
        'instagramStatus',
        'profileData',
        'profileHistory',
        'timeZone',
        'updateCard',
        'uploadExport',
      ].sort(),
    );
    expect(names('report-owner')).toEqual(['pdfReport']);
    expect(names('course-owner')).toEqual(['courseLesson']);
  });

  it('declares what every call answers, and for each JSON call its input and answer schemas', () => {
    const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
    const files = new Set(['file', 'page', 'redirect']);
    const jsonCalls = Object.entries(ENDPOINTS as Record<string, Endpoint>).filter(
      ([, endpoint]) => endpoint.kind === 'call' && !endpoint.development && !files.has(endpoint.answer as string),
    );
    expect(jsonCalls.length).toBeGreaterThan(30);
    for (const [name, { answer, input, path }] of jsonCalls) {
      expect(answer === 'no content' || isSchema(answer), `${name} answers`).toBe(true);
      expect(input, `${name} declares its input ({} for none)`).toBeDefined();
      const { files: upload, ...schemas } = input!;
      for (const [part, schema] of Object.entries(schemas)) expect(isSchema(schema), `${name} ${part}`).toBe(true);
      // Each path parameter is checked: by a pattern in the path, or by the params schema.
      const unpatterned = [...path.matchAll(/:(\w+)(?!\w|\{)/g)].map(([, parameter]) => parameter);
      const checked = Object.keys((schemas.params as core.$ZodObject | undefined)?._zod.def.shape ?? {});
      expect(
        unpatterned.filter((parameter) => !checked.includes(parameter)),
        `${name} parameters`,
      ).toEqual([]);
      if (upload) expect(input, `${name} reads its files itself`).toEqual({ files: upload });
    }
  });

  it('gives the backend prefixes the dev proxy, the service worker and the SPA fallback use', () => {
    const prefixes = backendPrefixes();
    expect(prefixes).toEqual(
      expect.arrayContaining(['/rec', '/subs', '/api', '/event', '/functions', '/news', '/reports', '/media', '/meta']),
    );
    expect(prefixes).toEqual(expect.arrayContaining(['/healthz', '/dev', '/pdf', '/dashboard/course/']));
    for (const path of ['/rec/subscriptions/u1', '/media/posts/a.svg', '/dashboard/course/Lesson_n3.pdf', '/healthz'])
      expect(isBackendPath(prefixes, path), path).toBe(true);
    for (const path of ['/', '/dashboard', '/dashboard/course', '/dashboard/analytics', '/sign-in', '/recipes'])
      expect(isBackendPath(prefixes, path), path).toBe(false);
  });

  it('is docs/endpoints.md as committed (npm run docs:endpoints writes it)', async () => {
    expect(await fs.readFile(ENDPOINTS_DOC, 'utf8')).toBe(endpointsDoc());
  });

  it("gives the services each call's path on its host, parameters filled in and encoded", () => {
    expect(callPath(ENDPOINTS.profileData)).toBe('/ig-getProfileData');
    expect(callPath(ENDPOINTS.cancel)).toBe('/api/cancel');
    expect(callPath(ENDPOINTS.subscriptions, { id: 'a/b' })).toBe('/rec/subscriptions/a%2Fb');
    expect(callPath(ENDPOINTS.activationByPath, { bundleId: 'app', email: 'a+b@x.test' })).toBe(
      '/api/send-activation-by-email/app/a%2Bb%40x.test',
    );
    expect(() => callPath(ENDPOINTS.cancelByLink)).toThrow('No from');
  });
});
