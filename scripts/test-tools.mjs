// Makes sure the programs the tests and benches drive are on the machine: Chromium (end-to-end tests,
// Lighthouse) and a Postgres server (the stack-pg and fault suites). npm cannot bring either (a
// browser download is refused here, and a Postgres binary from npm would be a second copy to keep
// patched), so on Debian as root the missing ones are installed from Debian's packages; anywhere
// else this says exactly what to do and exits 1. Usage: node scripts/test-tools.mjs [chromium] [postgres]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Where its headless shell is (most end-to-end tests): CHROMIUM_HEADLESS_SHELL_PATH, else Debian's. */
const headlessShellPath = () => process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

/** The folder with initdb and pg_ctl: POSTGRES_BIN_DIR, else the newest Debian server; undefined when none. */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  return versions
    .sort((a, b) => b - a)
    .map((version) => path.join(PG_ROOT, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
}

const TOOLS = {
  chromium: {
    found: () => existsSync(chromiumPath()) && existsSync(headlessShellPath()),
    debianPackages: ['chromium', 'chromium-headless-shell'],
    elsewhere:
      'install Chromium and its headless shell and set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH to their executables',
  },
  postgres: {
    // postgresBinDir checks initdb itself, except in a POSTGRES_BIN_DIR given by hand.
    found: () => {
      const dir = postgresBinDir();
      return dir !== undefined && existsSync(path.join(dir, 'initdb'));
    },
    debianPackages: ['postgresql'],
    elsewhere:
      'install a PostgreSQL server (14 or newer) and set POSTGRES_BIN_DIR to the folder holding initdb and pg_ctl',
  },
};

const isDebian = () =>
  existsSync('/etc/debian_version') && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
const isRoot = () => process.getuid?.() === 0;

function aptInstall(packages) {
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  // Wait for another apt run rather than fail on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...lock, 'update'], options);
  execFileSync('apt-get', [...lock, 'install', '-y', '--no-install-recommends', ...packages], options);
}

/** Installs what is missing where it can; otherwise prints what to do and exits 1. */
export function ensureTools(names) {
  const missing = names.filter((name) => !TOOLS[name].found());
  if (!missing.length) return;
  const packages = missing.flatMap((name) => TOOLS[name].debianPackages);
  if (isDebian() && isRoot()) {
    const started = Date.now();
    process.stderr.write(`test-tools: installing ${packages.join(' ')} from Debian's packages (once per machine)\n`);
    aptInstall(packages);
    const still = missing.filter((name) => !TOOLS[name].found());
    if (still.length) throw new Error(`test-tools: ${still.join(', ')} still missing after apt-get install`);
    process.stderr.write(`test-tools: installed in ${Math.round((Date.now() - started) / 1000)} s\n`);
    return;
  }
  const lines = isDebian()
    ? [
        `Run as root once: apt-get update && apt-get install -y ${packages.join(' ')}`,
        '(or: sudo apt-get install ' + packages.join(' ') + ')',
      ]
    : missing.map((name) => `${name}: ${TOOLS[name].elsewhere}`);
  process.stderr.write(
    `test-tools: missing ${missing.join(' and ')}, which the tests need.\n${lines.map((line) => `  ${line}\n`).join('')}`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in TOOLS));
  if (unknown.length) {
    process.stderr.write(
      `usage: node scripts/test-tools.mjs [${Object.keys(TOOLS).join('] [')}] (unknown: ${unknown.join(', ')})\n`,
    );
    process.exit(2);
  }
  ensureTools(asked.length ? asked : Object.keys(TOOLS));
}
