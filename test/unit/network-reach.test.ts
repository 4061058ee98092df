import { describe, expect, it } from 'vitest';
import { onNetworkReach, reportNetworkReach } from '../../src/services/network-reach';

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
