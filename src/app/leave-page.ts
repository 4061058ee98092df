/**
 * Sends the browser (same tab) to another site's page: the payment provider's, where a bank asks
 * the buyer to confirm a payment or the subscriber updates their card. The document leaves.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
