/**
 * The `--base <git ref>` argument that `npm run test:paths`, `test:plans` and `flows` share
 * (each then reports what changed since that ref); exits with usage when the ref is missing.
 */
export function baseRefArgument(command) {
  const flag = process.argv.indexOf('--base');
  if (flag === -1) return undefined;
  const ref = process.argv[flag + 1];
  if (!ref) {
    console.error(`--base needs a git ref, e.g. npm run ${command} -- --base main`);
    process.exit(2);
  }
  return ref;
}
