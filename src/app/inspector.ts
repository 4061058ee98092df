/**
 * The app's actors' inspector. `?inspect` in `npm run dev` opens the Stately inspector on them
 *; a test build (VITE_FLOW_COVERAGE=1, the browser paths') records their coverage
 * instead (flow-coverage.ts). Only those builds load either: the production build folds both
 * conditions to false, dropping the imports and the await with them. The await is at the top
 * level so the actors, created when their modules load, get it.
 */
const wanted = import.meta.env.MODE === 'development' && new URLSearchParams(location.search).has('inspect');
const flowCoverage = import.meta.env.VITE_FLOW_COVERAGE === '1';

export const inspect = wanted
  ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
  : flowCoverage
    ? (await import('./flow-coverage')).recordFlowCoverage
    : undefined;
