/** Brand resolution (spec 1) and where a brand's Cancel leads (docs/decisions.md). Pure rules. */

export type BrandId = 'default' | 'x' | 'y';

/** Host names that belong to brand x (the domain and any subdomain of it). */
export const X_BRAND_DOMAINS = ['orbit.example', 'x.localhost'];

function isXHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return X_BRAND_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The plan code wins over the host: a subscriber who bought a brand's plan sees that brand
 * wherever they open the app; before the plan is known the host decides.
 */
export function resolveBrand(hostname: string, planCode?: string | null): BrandId {
  if (planCode?.includes('_x_')) return 'x';
  if (planCode?.includes('_y_')) return 'y';
  return isXHost(hostname) ? 'x' : 'default';
}

/** 'flow': the full-screen nine-step flow (spec 2.15); 'simpleModal': the simple cancel modal (2.14). */
export type WebCancelPath = 'flow' | 'simpleModal';

/** What My Plan's Cancel opens for a plan billed on the web, per brand. */
export const WEB_CANCEL_PATHS: Record<BrandId, WebCancelPath> = { default: 'flow', x: 'simpleModal', y: 'simpleModal' };

/** Where My Plan's Cancel leads: a plan billed by a mobile store is cancelled in that store. */
export type CancelPath = WebCancelPath | 'appStore' | 'googlePlay';

export function cancelPathFor(
  brand: BrandId,
  billingSource: 'web' | 'app_store' | 'google_play' | undefined,
): CancelPath {
  if (billingSource === 'app_store') return 'appStore';
  if (billingSource === 'google_play') return 'googlePlay';
  return WEB_CANCEL_PATHS[brand];
}
