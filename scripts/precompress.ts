/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, which
 * the server's static handler sends to clients that accept them (server/routes/spa.ts). Done once
 * at build time at the highest levels, rather than per request: the CPU is spent once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    await fs.writeFile(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    await fs.writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: async () => void (await precompressDir(outDir)),
  };
}
