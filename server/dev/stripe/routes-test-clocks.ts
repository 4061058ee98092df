/** Test clocks: create, retrieve, delete and advance (the work runs just after the call answers, as `advancing`). */
import type { Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { advanceClock, checkAdvance } from './cycle.ts';
import { missingParam, noSuch } from './errors.ts';
import { newTestClock } from './objects.ts';
import { optionalInteger, optionalString } from './params.ts';
import { unix } from './time.ts';

export function testClockRoutes(
  app: Hono,
  deps: ApiDeps,
  later: (ms: number, work: () => void) => void,
  serverNow: () => Date,
) {
  const { core } = deps;
  const { state } = core;

  const clockOf = (id: string) => {
    const clock = state.testClocks[id];
    if (!clock) throw noSuch('test_helpers.test_clock', id);
    return clock;
  };

  app.post(
    '/v1/test_helpers/test_clocks',
    api(deps, ({ params }) => {
      const frozenTime = optionalInteger(params, 'frozen_time');
      if (frozenTime === null) throw missingParam('frozen_time');
      const clock = newTestClock(unix(serverNow()), frozenTime, optionalString(params, 'name'));
      state.testClocks[clock.id] = clock;
      core.changed();
      return clock;
    }),
  );

  app.get(
    '/v1/test_helpers/test_clocks/:id',
    api(deps, ({ c }) => clockOf(c.req.param('id')!)),
  );

  app.delete(
    '/v1/test_helpers/test_clocks/:id',
    api(deps, ({ c }) => {
      const clock = clockOf(c.req.param('id')!);
      delete state.testClocks[clock.id];
      core.changed();
      return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
    }),
  );

  app.post(
    '/v1/test_helpers/test_clocks/:id/advance',
    api(deps, ({ c, params }) => {
      const clock = clockOf(c.req.param('id')!);
      const target = optionalInteger(params, 'frozen_time');
      if (target === null) throw missingParam('frozen_time');
      checkAdvance(core, clock, target);
      clock.status = 'advancing';
      clock.status_details = { advancing: { target_frozen_time: target } };
      core.emit('test_helpers.test_clock.advancing', clock);
      const answer = structuredClone(clock);
      later(30, () => {
        try {
          advanceClock(core, clock, target);
        } catch (error) {
          clock.status = 'internal_failure';
          core.logger.error({ err: error }, 'Stripe stand-in: advancing a test clock failed');
        }
        core.changed();
      });
      return answer;
    }),
  );
}
