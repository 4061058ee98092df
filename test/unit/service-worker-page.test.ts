/**
 * The page's side of the service worker (src/services/service-worker.ts) against a fake
 * `navigator.serviceWorker`: a new version that waits is reported, and so is a new version taking
 * control of the page (whichever tab accepted it), but not the very first worker claiming a page
 * that had none (nothing was updated).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeContainer extends EventTarget {
  controller: object | null = null;
  readonly registration = Object.assign(new EventTarget(), { waiting: null, installing: null, update: vi.fn() });
  register = vi.fn(async () => this.registration);
  /** A worker takes control of the page, as `clients.claim()` or an activated update does. */
  takeControl() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;

beforeEach(() => {
  vi.resetModules();
  container = new FakeContainer();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
});

afterEach(() => vi.unstubAllGlobals());

async function register() {
  const listeners = { onUpdateWaiting: vi.fn(), onControllerChange: vi.fn() };
  const { registerServiceWorker } = await import('../../src/services/service-worker');
  await registerServiceWorker(listeners);
  return listeners;
}

describe('registerServiceWorker', () => {
  it('reports a new version taking control of a page an older one controlled', async () => {
    container.controller = {};
    const { onControllerChange } = await register();
    container.takeControl();
    expect(onControllerChange).toHaveBeenCalledOnce();
  });

  it("does not report the first worker claiming a page that had none (a first visit's install)", async () => {
    const { onControllerChange } = await register();
    container.takeControl();
    expect(onControllerChange).not.toHaveBeenCalled();
    container.takeControl(); // a later version
    expect(onControllerChange).toHaveBeenCalledOnce();
  });
});
