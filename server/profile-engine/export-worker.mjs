// The export reader's worker thread (server/profile-engine/export-reader.ts). A worker does not
// inherit the main thread's TypeScript loader: it registers tsx's own, then runs the reader.
import { register } from 'tsx/esm/api';

register();
await import('./export-worker-main.ts');
