/**
 * `?inspect` in `npm run dev` opens the Stately inspector on the app's module-level actors
 * (issue 8). Only the development build loads @statelyai/inspect: tests run with MODE 'test' and
 * the production build folds the condition to false, dropping the import and the await with it.
 * The await is at the top level so the actors, created when their modules load, get it.
 */
const wanted = import.meta.env.MODE === 'development' && new URLSearchParams(location.search).has('inspect');

export const inspect = wanted ? (await import('@statelyai/inspect')).createBrowserInspector().inspect : undefined;
