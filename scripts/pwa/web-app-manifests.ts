/**
 * Emits each brand's web app manifest (`/manifests/<brand>.webmanifest`) and its icons
 * (`/icons/...png`) into the build, and serves the same files in `npm run dev`.
 */
import type { Plugin } from 'vite';
import { BRANDS } from '../../content/brands.ts';
import type { BrandId } from '../../domain/brands.ts';
import { manifestUrl, webAppManifest } from '../../content/web-app-manifest.ts';
import { appIconFiles } from './app-icons.ts';

const BRAND_IDS = Object.keys(BRANDS) as BrandId[];

/** Build path (no leading slash) → content, for every brand. */
export function webAppManifestFiles(): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>(
    BRAND_IDS.map((brand) => [manifestUrl(brand).slice(1), `${JSON.stringify(webAppManifest(brand), null, 2)}\n`]),
  );
  for (const [fileName, png] of appIconFiles(BRAND_IDS)) files.set(fileName, png);
  return files;
}

export function webAppManifests(): Plugin {
  let files: Map<string, string | Buffer> | undefined;
  const built = () => (files ??= webAppManifestFiles()); // drawing the icons takes a second or two: once
  return {
    name: 'web-app-manifests',
    generateBundle() {
      for (const [fileName, source] of built()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const fileName = req.url?.split('?')[0].slice(1) ?? '';
        const file = /^(manifests|icons)\//.test(fileName) ? built().get(fileName) : undefined;
        if (!file) return next();
        res.setHeader('content-type', typeof file === 'string' ? 'application/manifest+json' : 'image/png');
        res.end(file);
      });
    },
  };
}
