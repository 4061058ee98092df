// A profile worker thread (server/profile-sources/profile-worker.ts). On Linux a nice value belongs
// to a thread, and what a thread starts inherits it: at the lowest priority, this one, its loader
// and the esbuild it runs give way to the server's own thread (every other request) whenever they
// want the same core. A worker does not inherit the main thread's TypeScript loader: it registers
// tsx's own, then runs the job.
import os from 'node:os';
import { register } from 'tsx/esm/api';

if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);
register();
await import('./profile-worker-main.ts');
