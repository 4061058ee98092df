/** The browser's fetch faked for the service tests: each request and its body kept, each answered by `answer`. */
import { vi } from 'vitest';

export function fakeFetch() {
  const fetched = { requests: [] as Request[], bodies: [] as string[], answer: () => new Response() };
  vi.stubGlobal('fetch', async (input: Request) => {
    fetched.requests.push(input);
    fetched.bodies.push(await input.clone().text());
    return fetched.answer();
  });
  return fetched;
}
