/** The page Meta's deletion callbacks link to: where a deletion of Instagram data stands. */
import { escapeHtml, noticePage } from '../notice-page.ts';
import type { Deletion } from './deletion.ts';
const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function statusText(deletion: Deletion | undefined): string {
  if (!deletion)
    return '<p>We have no deletion request with this confirmation code. Check the code, or write to our support.</p>';
  if (!deletion.completedAt) return `<p>Your request of ${day(deletion.requestedAt)} is being processed.</p>`;
  const { reportsDeleted: n } = deletion;
  const reports = n
    ? `, and the ${n === 1 ? 'emailed profile report' : `${n} emailed profile reports`} made from them (their links no longer open)`
    : '';
  return `<p>Completed on ${day(deletion.completedAt)}. We removed our access to the Instagram account and deleted every post, comment, figure and snapshot we had fetched from it${reports}.</p>`;
}

export function deletionStatusPage(code: string, deletion: Deletion | undefined): string {
  return noticePage(
    'Instagram data deletion',
    `<p>Confirmation code: <code>${escapeHtml(code)}</code></p>${statusText(deletion)}`,
  );
}
