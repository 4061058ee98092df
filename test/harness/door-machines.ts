/**
 * Two versions of a small machine, for the tests of what a change did (test/unit/flow-changes and
 * test-plan-changes): locking is gone, knocking is new, closing now slams, and the open door reads
 * differently.
 */
import { createMachine } from 'xstate';

export const doorBefore = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { description: 'The door is closed.', on: { open: 'open', lock: 'locked' } },
    open: { description: 'The door is open.', on: { close: 'closed' } },
    locked: { description: 'The door is locked.' },
  },
});

export const doorAfter = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { description: 'The door is closed.', on: { open: 'open', knock: 'answered' } },
    open: { description: 'The door is wide open.', on: { close: { target: 'closed', actions: 'slam' } } },
    answered: { description: 'Someone answers.' },
  },
});
