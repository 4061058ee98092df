/**
 * A secret the data folder keeps for itself (development's stand-ins, or a key production would
 * configure): made once, random, readable by this user only, so `npm start` needs no setting and
 * no two machines share one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The base64 text of `bytes` random bytes in `dataDir/fileName`, written on first use. */
export async function dataFolderSecret(dataDir: string, fileName: string, bytes = 32): Promise<string> {
  const file = path.join(dataDir, fileName);
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked in place: link refuses an existing name, so
  // two servers starting on one folder keep the first secret and never read a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(bytes).toString('base64'), { mode: 0o600 });
  try {
    await fs.link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await fs.rm(draft, { force: true });
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
