/**
 * The `--base <git ref>` argument that `npm run test:paths`, `test:plans` and `flows` share
 * (each then reports what changed since that ref). Checked before their minute of tests: exits
 * with a message when it is missing or names no commit.
 */
import { spawnSync } from 'node:child_process';

export function baseRefArgument(command) {
  const flag = process.argv.indexOf('--base');
  if (flag === -1) return undefined;
  const ref = process.argv[flag + 1];
  if (!ref) {
    console.error(`--base needs a git ref, e.g. npm run ${command} -- --base main`);
    process.exit(2);
  }
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status !== 0) {
    console.error(`--base ${ref}: no commit of that name here`);
    process.exit(2);
  }
  return ref;
}
