// Brings up the whole local stack: SPA build (when stale), Firebase Auth emulator, API server,
// and in dev mode Vite. Used by `npm start`, `npm run dev` and the stack test project.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = {
  firebase: path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
  vite: path.join(ROOT, 'node_modules/vite/bin/vite.js'),
};
const BUILD_INPUTS = [
  'src',
  'content',
  'machines',
  'index.html',
  'vite.config.ts',
  'scripts/first-paint-pages.ts',
  'scripts/precompress.ts',
  'scripts/pwa',
];
const PROJECT_ID = 'demo-profile-analyzer';

async function newestMtime(target) {
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = await fs.readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(stat.mtimeMs, ...times);
}

async function buildIsStale(staticDir) {
  const built = await fs.stat(path.join(staticDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return Math.max(...inputs) > built.mtimeMs;
}

// Children run in their own process groups, so they would outlive us if we crashed: end them on exit.
const live = new Set();
process.once('exit', () => {
  for (const child of live) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

/** Spawns a node script in its own process group (so a terminal Ctrl-C reaches only us, and we stop it in order). */
function launch(name, args, { env, logFile, echo }) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    if (echo) stream.on('data', (chunk) => process.stderr.write(chunk));
  }
  live.add(child);
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => (live.delete(child), resolve(code ?? signal))),
  );
  child.name = name;
  child.logFile = logFile;
  return child;
}

/** The last lines of a log file (test/stack.global-setup.ts prints a failed run's server.log). */
export async function tail(file, lines = 30) {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

async function errorLines(file) {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => /error/i.test(line) && !/^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
}

async function failIfExited(child, message) {
  const code = await child.exited;
  throw new Error(
    `${child.name} exited (${code}) ${message}. Last lines of ${child.logFile}:\n${await tail(child.logFile)}`,
  );
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

function waitForLine(child, pattern) {
  return new Promise((resolve) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const match = pattern.exec(buffered);
      if (match) resolve(match[1]);
    });
  });
}

/** Stops a child and waits for it; SIGKILL if it ignores the polite signal. */
async function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

async function startAuthEmulator({ dataDir, authPort, echo, existing = process.env.FIREBASE_AUTH_EMULATOR_HOST }) {
  if (
    existing &&
    (await fetch(`http://${existing}/`).then(
      () => true,
      () => false,
    ))
  )
    return { host: existing };
  const host = `127.0.0.1:${authPort}`;
  if (
    await fetch(`http://${host}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `Port ${authPort} is taken (another emulator?). Stop it, or set FIREBASE_AUTH_EMULATOR_HOST=${host} to reuse it.`,
    );
  }
  const authDir = path.join(dataDir, 'auth');
  // Our own firebase.json copy with the chosen port (the repo's file fixes 9099).
  const config = JSON.parse(await fs.readFile(path.join(ROOT, 'firebase.json'), 'utf8'));
  config.emulators.auth.port = authPort;
  // The hub and logging ports default to 4400/4500 for every emulator: emulators started side by
  // side race for them and crash. Tie them to the auth port instead.
  config.emulators.hub = { host: '127.0.0.1', port: authPort + 10_000 };
  config.emulators.logging = { host: '127.0.0.1', port: authPort + 20_000 };
  const configFile = path.join(dataDir, 'firebase.json');
  await fs.writeFile(configFile, JSON.stringify(config, null, 2));
  const imported = await fs.stat(path.join(authDir, 'firebase-export-metadata.json')).then(
    () => ['--import', authDir],
    () => [],
  );
  const args = [
    BIN.firebase,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    configFile,
    ...imported,
    '--export-on-exit',
    authDir,
  ];
  // The CLI finds "its" hub through a file in the temp folder named after the project: emulators
  // side by side would export each other's accounts on exit. A temp folder of its own keeps it to its own.
  const tmpDir = path.join(dataDir, 'emulator-tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const child = launch('auth emulator', args, {
    env: { TMPDIR: tmpDir },
    logFile: path.join(dataDir, 'auth-emulator.log'),
    echo,
  });
  // The emulator answers HTTP before it has imported the saved accounts: a sign-in in between would
  // find no account. The CLI's ready line comes after the import.
  const ready = waitForLine(child, /(All emulators ready)/);
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('The auth emulator was not ready within 60 s')), 60_000).unref(),
  );
  await Promise.race([ready, timeout, failIfExited(child, 'before it was ready')]);
  return { host, child };
}

async function buildSpa({ dataDir, staticDir, buildEnv, echo }) {
  if (!(await buildIsStale(staticDir))) return 'fresh';
  const args = [BIN.vite, 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'];
  const child = launch('vite build', args, {
    env: { NODE_ENV: 'production', ...buildEnv },
    logFile: path.join(dataDir, 'vite-build.log'),
    echo,
  });
  const code = await child.exited;
  if (code === 0) return 'built';
  // The server still starts: without index.html it answers pages with a 503 explaining why.
  process.stderr.write(
    `vite build failed (${code}); pages answer 503 until a build succeeds. See ${child.logFile}:\n${await errorLines(child.logFile)}\n`,
  );
  return 'failed';
}

/** Starts the API server and resolves with its address once it answers `ready`. */
async function startServer(env, { dataDir, echo }) {
  const server = launch('server', ['--import', 'tsx', 'server/dev/main.ts'], {
    env,
    logFile: path.join(dataDir, 'server.log'),
    echo,
  });
  const url = await Promise.race([waitForLine(server, /^ready (\S+)$/m), failIfExited(server, 'before it was ready')]);
  return { server, url };
}

/** Starts everything and resolves once it answers; types in stack.d.mts. */
export async function startStack({
  port = 4173,
  dataDir = '.data',
  dev = false,
  authPort = 9099,
  databaseUrl,
  echo = false,
  env: extraEnv = {},
  staticDir: staticFolder = 'dist',
  buildEnv = {},
  authEmulatorHost,
} = {}) {
  dataDir = path.resolve(ROOT, dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const staticDir = path.resolve(ROOT, staticFolder);
  let emulatorChild; // stays undefined when an already running emulator is reused
  let server;
  const others = [];
  // SIGINT, so it exports its users on exit.
  const stopEmulator = async () => emulatorChild && stopChild(emulatorChild, 'SIGINT', 20_000);
  const stop = async () => {
    // Server and Vite first; the emulator last.
    await Promise.all([server, ...others].filter(Boolean).map((child) => stopChild(child)));
    await stopEmulator();
  };
  try {
    // SKIP_SPA_BUILD=1 serves dist/ as it is (server-only test runs beside other builds).
    const skipBuild = dev || process.env.SKIP_SPA_BUILD === '1';
    const buildDone = skipBuild
      ? Promise.resolve(dev ? 'dev' : 'skipped')
      : buildSpa({ dataDir, staticDir, buildEnv, echo });
    const emulator = await startAuthEmulator({ dataDir, authPort, echo, existing: authEmulatorHost });
    emulatorChild = emulator.child;

    const serverEnv = {
      // The stand-ins, the emulator and the demo accounts exist only when development is asked for.
      APP_ENV: 'development',
      PORT: String(dev ? port + 1 : port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...extraEnv,
    };
    let url;
    ({ server, url } = await startServer(serverEnv, { dataDir, echo }));
    const serverUrl = url;

    if (dev) {
      const viteArgs = [BIN.vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
      const vite = launch('vite', viteArgs, {
        env: { API_PROXY_TARGET: url },
        logFile: path.join(dataDir, 'vite.log'),
        echo,
      });
      others.push(vite);
      url = `http://127.0.0.1:${port}`;
      await Promise.race([waitForHttp(url, 60_000), failIfExited(vite, 'before it was ready')]);
    }
    const build = await buildDone;
    // What the fault suite breaks and mends (test/faults): the processes behind the stack.
    const faults = {
      serverPid: () => server.pid,
      async stopServer(signal = 'SIGTERM') {
        await stopChild(server, signal);
      },
      async startServer() {
        ({ server } = await startServer(serverEnv, { dataDir, echo }));
        return serverUrl;
      },
      async stopAuthEmulator() {
        if (!emulatorChild) throw new Error('The stack reuses an emulator it did not start');
        await stopEmulator();
      },
      async startAuthEmulator() {
        emulatorChild = (await startAuthEmulator({ dataDir, authPort, echo })).child;
      },
    };
    return { url, authEmulatorHost: emulator.host, build, stop, faults };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts what `start` starts on a fresh temporary data folder, removed once it stops or fails to start. */
async function onThrowawayFolder(prefix, start) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const started = await start(dataDir).catch(async (error) => {
    await removeDataDir();
    throw error;
  });
  return { ...started, stop: () => started.stop().then(removeDataDir) };
}

/**
 * An Auth emulator alone, on a throwaway data folder: stacks started with
 * FIREBASE_AUTH_EMULATOR_HOST naming it share it (npm test's stack projects); types in stack.d.mts.
 */
export const startSharedAuthEmulator = ({ authPort = 9099 } = {}) =>
  onThrowawayFolder('profile-analyzer-auth-', async (dataDir) => {
    const { host, child } = await startAuthEmulator({ dataDir, authPort, echo: false });
    return { host, stop: () => stopChild(child, 'SIGINT', 20_000) };
  });

/** startStack on a throwaway data folder: benchmark runs never see each other's data. */
export const startThrowawayStack = (options = {}) =>
  onThrowawayFolder('profile-analyzer-stack-', (dataDir) => startStack({ ...options, dataDir }));
