// Calls from a loopback address of a test's own: all of 127.0.0.0/8 is this machine, and the server
// counts its limits per client address, so a test's calls count against no one else's.
import http from 'node:http';

export const anotherLoopbackAddress = () =>
  `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const BODILESS = new Set([204, 304]);

/** POSTs `body` to `url` from `localAddress`, answered as fetch answers (fetch cannot choose its local address). */
export function postFrom(localAddress: string, url: URL, body: string, contentType: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': contentType } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i < answer.rawHeaders.length; i += 2)
            headers.append(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
          const status = answer.statusCode!;
          resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
