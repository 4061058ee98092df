/**
 * Clients that misbehave at the HTTP level: an oversized body is refused without breaking the
 * connection's next request, and hundreds of clients that send half a request neither delay the
 * others nor keep their sockets past the headers timeout.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seconds, startFaultStack, type FaultStack } from './fault-stack.ts';
import { recordFault } from './report.ts';

// Shorter than the production 10 s so the drop shows within the case; the code path is the same.
const HEADERS_TIMEOUT_MS = 2_000;
const HALF_REQUESTS = 300;

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
}

/** One request on `agent`, answer read to the end. */
function request(agent: http.Agent, url: string, method: string, path: string, body?: Buffer): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'text/plain', 'content-length': body.length } : {};
    const req = http.request({ host: hostname, port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode!, connection: res.headers.connection, reusedSocket: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Stalled {
  opened: number;
  /** When the server closed it, and what it said first. */
  closed: Promise<{ at: number; answer: string }>;
}

/** Opens a socket and sends the first half of a request's headers, then nothing more. */
function halfRequest(url: string): Promise<Stalled> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => {
      const opened = performance.now();
      socket.write('POST /event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/pl');
      resolve({
        opened,
        closed: new Promise((done) => socket.once('close', () => done({ at: performance.now(), answer }))),
      });
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {}); // the server may reset it after its timeout
    socket.once('error', reject);
  });
}

describe('HTTP limits', () => {
  let stack: FaultStack;
  beforeAll(async () => {
    stack = await startFaultStack({
      engine: 'pglite',
      slot: 4,
      env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
    });
  });
  afterAll(() => stack?.close());

  it('refuses an oversized body with 413 and serves the next request on the same kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await request(agent, stack.url, 'POST', '/event', Buffer.alloc(3 * 1024 * 1024, 'a'));
      expect(refused).toMatchObject({ status: 413, connection: 'keep-alive' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await request(agent, stack.url, 'GET', '/healthz');
      expect(next).toMatchObject({ status: 200, reusedSocket: true });
      // Past what is worth reading (64 MB), the connection is closed instead: the next request takes a new one.
      const huge = await request(agent, stack.url, 'POST', '/event', Buffer.alloc(65 * 1024 * 1024, 'a'));
      expect(huge).toMatchObject({ status: 413, connection: 'close' });
      expect(await request(agent, stack.url, 'GET', '/healthz')).toMatchObject({ status: 200, reusedSocket: false });
      recordFault({
        fault: 'oversized bodies on a kept-alive connection',
        userSaw: '413; the next request 200 on the same connection (3 MB) or a new one (65 MB)',
        dataLost: 0,
        recovery: 'none needed',
      });
    } finally {
      agent.destroy();
    }
  });

  it('serves others at once while hundreds of clients send half a request, and drops those after the headers timeout', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const baseline = await timedRequests(agent, stack.url, 20);
      const stalled = await Promise.all(Array.from({ length: HALF_REQUESTS }, () => halfRequest(stack.url)));
      const during = await timedRequests(agent, stack.url, 20);
      const closes = await Promise.all(
        stalled.map(async (s) => ({ ...(await s.closed), after: (await s.closed).at - s.opened })),
      );
      const closedAfter = closes.map((close) => close.after).sort((a, b) => a - b);
      const p95 = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)];
      console.log(
        `half requests: ${HALF_REQUESTS} stalled clients; others' p95 ${Math.round(p95(baseline))} ms before, ${Math.round(p95(during))} ms during; ` +
          `stalled sockets closed after ${seconds(closedAfter[0])}–${seconds(closedAfter.at(-1)!)} (headers timeout ${seconds(HEADERS_TIMEOUT_MS)})`,
      );
      // "Not delayed": well under the time a stalled client is given, whatever the machine's load.
      expect(p95(during)).toBeLessThan(HEADERS_TIMEOUT_MS / 2);
      expect(closedAfter[0]).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(closedAfter.at(-1)!).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
      expect(closes.every((close) => close.answer.startsWith('HTTP/1.1 408'))).toBe(true);
      recordFault({
        fault: `${HALF_REQUESTS} clients sending half a request`,
        userSaw: `others served as before (p95 ${Math.round(p95(during))} ms); stalled sockets closed with 408`,
        dataLost: 0,
        recovery: `${seconds(closedAfter.at(-1)!)} (headers timeout)`,
      });
    } finally {
      agent.destroy();
    }
  });
});

/** Milliseconds of `count` sequential health checks. */
async function timedRequests(agent: http.Agent, url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    expect((await request(agent, url, 'GET', '/healthz')).status).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}
