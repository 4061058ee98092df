// A profile worker thread (server/profile-sources/profile-worker.ts). On Linux a nice value belongs
// to a thread, and what a thread starts inherits it: lowered first thing, before even the loader
// is loaded, this thread, the loader's and the esbuild it may run give way to the server's own
// thread (every other request) whenever they want the same core. A worker does not inherit the
// main thread's TypeScript loader: it registers tsx's own, then runs the job.
import os from 'node:os';

if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);
const { register } = await import('tsx/esm/api');
register();
await import('./profile-worker-main.ts');
