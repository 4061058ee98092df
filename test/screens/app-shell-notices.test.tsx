/**
 * The update modal (spec 2.16) and the offline notice on the real app-update and
 * connectivity actors, started by the real startAppShell. The service worker's side of the
 * browser is faked (jsdom has none); the offline notice is driven by the real ky client.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE, UPDATE_MODAL } from '../../content/app-shell';

const worker = vi.hoisted(() => ({ activate: vi.fn(), reload: vi.fn(), register: vi.fn() }));
vi.mock('../../src/services/service-worker', () => ({
  activateWaitingWorker: worker.activate,
  reloadIntoNewVersion: worker.reload,
  registerServiceWorker: worker.register,
}));

async function startApp() {
  const { startAppShell } = await import('../../src/app/app-shell');
  const { appUpdate } = await import('../../src/app/app-update');
  const { http } = await import('../../src/services/http');
  const { OfflineNotice } = await import('../../src/routes/-offline-notice');
  const { UpdateModal } = await import('../../src/routes/-update-modal');
  startAppShell();
  render(
    <>
      <UpdateModal />
      <OfflineNotice />
    </>,
  );
  return { appUpdate, http, user: userEvent.setup() };
}

const modal = () => screen.queryByRole('dialog', { name: UPDATE_MODAL.title });
const notice = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.resetModules(); // fresh module-level actors per test
  for (const spy of Object.values(worker)) spy.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('update modal', () => {
  it("shows when a new version waits, 'Not now' hides it until the next one, 'Update' activates it and reloads once it controls the page", async () => {
    const { appUpdate, user } = await startApp();
    expect(worker.register).not.toHaveBeenCalled(); // production builds only
    expect(modal()).toBeNull();

    act(() => appUpdate.send({ type: 'update.waiting' }));
    expect(modal()?.textContent).toContain(UPDATE_MODAL.text);
    await user.click(screen.getByRole('button', { name: UPDATE_MODAL.notNow }));
    expect(modal()).toBeNull();
    expect(worker.activate).not.toHaveBeenCalled();

    act(() => appUpdate.send({ type: 'update.waiting' }));
    await user.click(screen.getByRole('button', { name: UPDATE_MODAL.update }));
    expect(worker.activate).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: UPDATE_MODAL.update }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: UPDATE_MODAL.notNow }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}'); // cannot be dismissed while the new version takes over
    expect(modal()).not.toBeNull();
    expect(worker.reload).not.toHaveBeenCalled();

    act(() => appUpdate.send({ type: 'update.activated' }));
    expect(worker.reload).toHaveBeenCalledOnce();
  });

  it("reloads a tab that said 'Not now' once another tab's update takes control of it (its old files are gone)", async () => {
    const { appUpdate, user } = await startApp();
    act(() => appUpdate.send({ type: 'update.waiting' }));
    await user.click(screen.getByRole('button', { name: UPDATE_MODAL.notNow }));
    expect(modal()).toBeNull();
    act(() => appUpdate.send({ type: 'update.activated' }));
    expect(worker.reload).toHaveBeenCalledOnce();
    expect(worker.activate).not.toHaveBeenCalled();
  });

  it('closes on Escape like every modal, and shows again for the next version', async () => {
    const { appUpdate, user } = await startApp();
    act(() => appUpdate.send({ type: 'update.waiting' }));
    await user.keyboard('{Escape}');
    expect(modal()).toBeNull();
    act(() => appUpdate.send({ type: 'update.waiting' }));
    expect(modal()).not.toBeNull();
  });
});

describe('offline notice', () => {
  it('shows when a call gets no answer and hides when any answer arrives', async () => {
    const { http } = await startApp();
    expect(notice()).toBe('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(() => http.get(`${location.origin}/rec/subscriptions/u1`).catch(() => undefined));
    expect(notice()).toBe(OFFLINE_NOTICE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"nope"}', { status: 500 })),
    );
    await act(() => http.get(`${location.origin}/rec/subscriptions/u1`).catch(() => undefined));
    expect(notice()).toBe('');
  });

  it('ignores an aborted call: it says nothing about the network', async () => {
    const { http } = await startApp();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))),
    );
    await act(() => http.get(`${location.origin}/functions/ig-getNews`).catch(() => undefined));
    expect(notice()).toBe('');
  });

  it("follows the browser's offline and online events", async () => {
    await startApp();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(notice()).toBe(OFFLINE_NOTICE);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(notice()).toBe('');
  });

  it('shows at once when the app opens without a network (from the service worker cache)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await startApp();
    expect(notice()).toBe(OFFLINE_NOTICE);
    vi.restoreAllMocks();
  });
});

describe('brand manifest', () => {
  it("links the brand's web app manifest and sets the browser bar colour", async () => {
    await startApp();
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifests/default.webmanifest',
    );
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#7C3AED');
  });
});
