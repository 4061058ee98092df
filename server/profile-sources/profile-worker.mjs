// A profile worker thread (server/profile-sources/profile-worker.ts). A worker does not inherit the
// main thread's TypeScript loader: it registers tsx's own, then runs the job.
import { register } from 'tsx/esm/api';

register();
await import('./profile-worker-main.ts');
