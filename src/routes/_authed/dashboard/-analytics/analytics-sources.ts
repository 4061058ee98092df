/** Where the analysis comes from, as the Analytics screen and the dashboard's Analytics card say it. Pure. */
import { INSTAGRAM_SCREEN_COPY } from '../../../../../content/instagram-connection';
import type { ProfileDocument } from '../../../../../contracts/profile';

/**
 * Nothing to analyse: no document, or one with no source and no analysis (a document without
 * `_sources` but with an analysis predates sources: demo data).
 */
export const hasNoSource = (document: ProfileDocument | null): boolean =>
  !document || (!document._sources?.length && !document._calculatedData);

/**
 * The line under the dashboard's Analytics card: the connected account, else the document's
 * source; null while the document is unknown (`undefined`) or says nothing more.
 */
export function analyticsSourceLine(
  document: ProfileDocument | null | undefined,
  connectedUsername: string | null,
): string | null {
  if (connectedUsername) return INSTAGRAM_SCREEN_COPY.sourceInstagram(connectedUsername);
  if (document === undefined) return null;
  if (hasNoSource(document)) return INSTAGRAM_SCREEN_COPY.sourceNone;
  const sources = document?._sources ?? [];
  if (sources.includes('demo')) return INSTAGRAM_SCREEN_COPY.sourceDemo;
  if (sources.includes('export')) return INSTAGRAM_SCREEN_COPY.sourceExport;
  return null;
}
