import { describe, expect, it } from 'vitest';
import { onNetworkReach, reportNetworkReach, withReachReport } from '../../src/services/network-reach';

describe('network reach', () => {
  it('tells a listener that starts late the last answer, then every new one, until it stops listening', () => {
    const early: boolean[] = [];
    const stopEarly = onNetworkReach((answered) => early.push(answered));
    expect(early).toEqual([]); // nothing reported yet
    reportNetworkReach(false); // a call got no answer before the offline notice was listening

    const late: boolean[] = [];
    const stopLate = onNetworkReach((answered) => late.push(answered));
    expect(late).toEqual([false]);
    reportNetworkReach(true);
    stopLate();
    reportNetworkReach(false);
    stopEarly();

    expect(late).toEqual([false, true]);
    expect(early).toEqual([false, true, false]);
  });
});

describe('a call with its reach reported', () => {
  it('reports an answer when it settles, and what the failure says when it fails, passing result and error through', async () => {
    const reports: boolean[] = [];
    const stop = onNetworkReach((answered) => reports.push(answered));
    reports.length = 0; // the last report of the test above, replayed
    const failure = (reach: boolean | undefined) => withReachReport(Promise.reject(new Error('failed')), () => reach);

    await expect(withReachReport(Promise.resolve('ok'), () => false)).resolves.toBe('ok');
    await expect(failure(false)).rejects.toThrow('failed');
    await expect(failure(true)).rejects.toThrow('failed');
    await expect(failure(undefined)).rejects.toThrow('failed');
    stop();

    expect(reports).toEqual([true, false, true]);
  });
});
