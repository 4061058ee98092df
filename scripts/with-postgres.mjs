// A throwaway Postgres cluster (Debian's server binaries) in a temp folder, for running the server
// against a real Postgres. As a module: `startPostgres()` → { url, adminUrl, stop }. As a command:
// `node scripts/with-postgres.mjs <command…>` runs the command with DATABASE_URL set, then removes it.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { postgresBinDir } from './test-tools.mjs';

const execFileAsync = promisify(execFile);
// initdb refuses to run as root: run the server tools as the package's `postgres` user then.
const asRoot = process.getuid?.() === 0;

async function binDir() {
  const dir = postgresBinDir();
  if (!dir) throw new Error('No Postgres server found: run `node scripts/test-tools.mjs postgres`');
  return dir;
}

const command = (file, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]);

async function run(file, args) {
  const [cmd, argv] = command(file, args);
  try {
    await execFileAsync(cmd, argv);
  } catch (error) {
    throw new Error(`${path.basename(file)} failed: ${error.stderr || error.message}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres({ database = 'profile_analyzer' } = {}) {
  const bin = await binDir();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pa-pg-'));
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    await fs.chown(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  const pgCtl = path.join(bin, 'pg_ctl');
  let stopped = false;
  const stopArgs = ['-D', dir, '-m', 'immediate', '-w', 'stop'];
  // A crashed caller must not leave the daemon behind.
  const onExit = () => {
    if (stopped) return;
    try {
      execFileSync(...command(pgCtl, stopArgs), { stdio: 'ignore' });
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    await run(pgCtl, stopArgs).catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  };
  // Durability is pointless for a throwaway cluster; speed is not.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startServer = () => run(pgCtl, ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  try {
    await run(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8']);
    await startServer();
    await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    await stop();
    throw error;
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  // An outage for the fault suite: the server goes away (its connections are cut), the data stays.
  const outage = { stopServer: () => run(pgCtl, ['-D', dir, '-m', 'fast', '-w', 'stop']), startServer };
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop, outage };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
    process.exit(2);
  }
  const pg = await startPostgres();
  console.error(`Postgres ready: ${pg.url}`);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  await pg.stop();
  process.exit(code);
}
