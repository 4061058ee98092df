/**
 * The insights-waiting banner (spec 2.6) on fake timers, and the insight modals (spec 2.16) on a
 * live insight status actor.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { INSIGHT_REFRESH_WINDOW_MS } from '../../content/constants';
import type { InsightStatus, ProfileDocument } from '../../contracts/profile';
import { insightStatusMachine } from '../../machines/insight-status.machine';
import { AlmostReadyModal, ProcessingModal } from '../../src/routes/_authed/dashboard/-insights-banner/insight-modals';
import { InsightsBanner } from '../../src/routes/_authed/dashboard/-insights-banner/insights-banner';

const UPDATED_AT = 1_700_000_000;
const MESSAGE = 'It takes time for our algorithms to analyse your profile data.';

const countdown = () => screen.queryByRole('timer')?.textContent ?? null;
const banner = () => screen.queryByRole('complementary', { name: 'Insights update' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('insights-waiting banner', () => {
  beforeEach(() => vi.useFakeTimers({ now: UPDATED_AT * 1000 + 1000 }));
  afterEach(() => vi.useRealTimers());

  it('shows the message and the time to the next update, ticking every second', () => {
    render(<InsightsBanner complete={false} updatedAtSeconds={UPDATED_AT} now={() => Date.now()} />);
    expect(banner()?.textContent).toBe(`${MESSAGE}Next update in 23h 59m 59s`);
    advance(999);
    expect(countdown()).toBe('23h 59m 59s');
    advance(1);
    expect(countdown()).toBe('23h 59m 58s');
    advance(58_000);
    expect(countdown()).toBe('23h 59m'); // zero seconds are not shown
  });

  it('for a complete analysis counts down to its next update, without saying the user waits for it', () => {
    render(<InsightsBanner complete updatedAtSeconds={UPDATED_AT} now={() => Date.now()} />);
    expect(banner()?.textContent).toBe('Next update in 23h 59m 59s');
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('disappears when the countdown reaches zero', () => {
    vi.setSystemTime(UPDATED_AT * 1000 + INSIGHT_REFRESH_WINDOW_MS - 2000);
    render(<InsightsBanner complete={false} updatedAtSeconds={UPDATED_AT} />);
    expect(countdown()).toBe('2s');
    advance(1000);
    expect(countdown()).toBe('1s');
    advance(1000);
    expect(banner()).toBeNull();
  });

  it('is hidden without an update time and once the refresh time has passed', () => {
    const { rerender } = render(<InsightsBanner complete={false} updatedAtSeconds={null} />);
    expect(banner()).toBeNull();
    rerender(<InsightsBanner complete={false} updatedAtSeconds={UPDATED_AT - INSIGHT_REFRESH_WINDOW_MS / 1000} />);
    expect(banner()).toBeNull();
  });

  it('counts afresh from a newer update time', () => {
    vi.setSystemTime(UPDATED_AT * 1000 + INSIGHT_REFRESH_WINDOW_MS + 5000);
    const { rerender } = render(<InsightsBanner complete={false} updatedAtSeconds={UPDATED_AT} />);
    expect(banner()).toBeNull();
    rerender(<InsightsBanner complete={false} updatedAtSeconds={UPDATED_AT + INSIGHT_REFRESH_WINDOW_MS / 1000} />);
    expect(countdown()).toBe('23h 59m 55s');
  });
});

describe('insight modals', () => {
  /** An actor whose profile fetch answers a document of `status`, asked to show its modal. */
  async function renderModals(status: InsightStatus) {
    const document = { _insights: { status }, _updatedAt: { _seconds: UPDATED_AT } };
    const insights = createActor(
      insightStatusMachine.provide({
        actors: { fetchProfile: fromPromise<ProfileDocument | null>(async () => document) },
      }),
    ).start();
    await act(async () => insights.send({ type: 'insights.start' }));
    render(
      <>
        <AlmostReadyModal insights={insights} />
        <ProcessingModal insights={insights} />
      </>,
    );
    act(() => insights.send({ type: 'insightsModal.show' }));
    return insights;
  }
  const dialog = () => screen.queryByRole('dialog');

  it("'Insights are almost ready' explains the wait while pending and 'Got it' closes it", async () => {
    const insights = await renderModals('pending');
    expect(screen.getByRole('dialog', { name: 'Insights are almost ready' }).textContent).toContain(
      'We need a little more time to prepare some useful tips and recommendations for you.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(dialog()).toBeNull();
    expect(insights.getSnapshot().matches({ signedIn: { modal: 'closed' } })).toBe(true);
  });

  it('the processing-insights modal shows while processing and closes with Escape', async () => {
    await renderModals('processing');
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Processing your insights' })]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });

  it('no modal once the analysis is completed', async () => {
    await renderModals('completed');
    expect(dialog()).toBeNull();
  });
});
