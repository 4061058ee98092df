// `npm start` (built SPA served by the server) and `npm run dev` (Vite with HMR in front of the server).
import { tsImport } from 'tsx/esm/api';
import { startStack } from './stack.mjs';

const dev = process.argv.includes('--dev');
const startedAt = performance.now();
// PORT and DATA_DIR as the server reads them: its schema, its defaults (docs/configuration.md).
const { readVariables } = await tsImport('../server/config/read.ts', import.meta.url);
const { PORT: port, DATA_DIR: dataDir } = readVariables(process.env, ['PORT', 'DATA_DIR']);

const [stack, { DEMO_ACCOUNTS, DEMO_PASSWORD }] = await Promise.all([
  startStack({ port, dataDir, dev }),
  tsImport('../server/dev/demo/accounts.ts', import.meta.url),
]);

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
console.log(`
Profile Analyzer ${dev ? '(dev) ' : ''}ready in ${seconds} s: ${stack.url}
Auth emulator: ${stack.authEmulatorHost}   Mailbox: ${stack.url}/dev/mailbox   Logs: ${dataDir}/*.log

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.description}`).join('\n')}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping (the emulator saves its accounts)...');
    // A child that will not stop is named, not thrown as an unhandled rejection; the exit ends it.
    stack.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(`Stopping failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}
