/**
 * An audience category's list (contracts/audience-lists.ts): a page of it from
 * `{functions}/ig-audienceList`, checked here, and the CSV file of `{functions}/ig-audienceCsv`,
 * handed to the browser as a download. Both with the user's ID token; a refusal (409: the category
 * is locked) throws the FetchError of every call.
 */
import type { AudienceCsvQuery, AudienceListPage, AudienceListQuery } from '../../contracts/audience-lists';
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import { csvFileName } from '../../content/audience-lists';
import { http, postToEndpoint, request, url } from './http';

/** How long the file's object URL outlives the click: some browsers read it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export const fetchAudiencePage = (
  functionsUrl: string,
  idToken: string,
  query: AudienceListQuery,
): Promise<AudienceListPage> => postToEndpoint(functionsUrl, idToken, ENDPOINTS.audienceList, query);

/** Fetches the CSV file and has the browser save it ('lost-followers.csv'). */
export async function downloadAudienceCsv(functionsUrl: string, idToken: string, query: AudienceCsvQuery) {
  const csv = await request(() =>
    http
      .post(url(functionsUrl, callPath(ENDPOINTS.audienceCsv)), {
        headers: { authorization: `Bearer ${idToken}` },
        json: query,
      })
      .blob(),
  );
  saveAs(csv, csvFileName(query.category, query.search));
}

function saveAs(file: Blob, name: string) {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
