/**
 * A nested production build that writes nothing, for the build plugins that need code built apart
 * from the app: the prerendered pages (first-paint-pages.ts) and the service worker (pwa/).
 */
import { build, type InlineConfig, type Rollup } from 'vite';

export type BuiltFile = Rollup.OutputChunk | Rollup.OutputAsset;

export async function buildInMemory(config: InlineConfig): Promise<BuiltFile[]> {
  const output = (await build({
    ...config,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    build: { ...config.build, write: false },
  })) as Rollup.RolldownOutput | Rollup.RolldownOutput[];
  return (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
}

/** The entry chunk of a build; `what` names the build in the error. */
export function entryOf(files: BuiltFile[], what: string): Rollup.OutputChunk {
  const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error(`The ${what} build has no entry`);
  return entry;
}

export const contentOf = (file: BuiltFile) => (file.type === 'chunk' ? file.code : file.source);
