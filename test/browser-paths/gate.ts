/**
 * Requests held at a gate until a browser path's next event says how the call ends: answered by
 * the real server, or failed as a dropped connection fails it. What the app is doing then stays on
 * screen for as long as the path needs to look at it.
 */
import type { Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page's requests that match, each held until the path says how it ends: `pass` lets every
 * held one go on to the real server, `fail` aborts them as a dropped connection would. A call the
 * app started over leaves its old request held too; passing it as well reaches only a stopped actor.
 */
export class Gate {
  private held: Route[] = [];
  /** How many requests have reached the gate so far. */
  received = 0;

  private constructor() {}

  static async on(page: Page, url: string | RegExp, holds: (request: Request) => boolean = () => true) {
    const gate = new Gate();
    await page.route(url, (route) => {
      if (!holds(route.request())) return route.fallback();
      gate.received += 1;
      gate.held.push(route);
    });
    return gate;
  }

  /** Waits until `count` requests in all have reached the gate. */
  async reached(count: number) {
    await expect
      .poll(() => this.received, { timeout: 15_000, message: 'a request reached the gate' })
      .toBeGreaterThanOrEqual(count);
  }

  async pass() {
    await this.reached(1);
    for (const route of this.held.splice(0)) await route.continue();
  }

  async fail() {
    await this.reached(1);
    for (const route of this.held.splice(0)) await route.abort('internetdisconnected');
  }
}
