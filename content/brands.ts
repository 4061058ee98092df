/** White-label brands (spec 1, UI guide). Pure data plus the one resolver. */

export type BrandId = 'default' | 'x' | 'y';

export interface Brand {
  id: BrandId;
  productName: string;
  supportEmail: string;
  /** Subscription-service base URL; empty means the same origin (the local stack). */
  subscriptionServiceUrl: string;
  /** What My Plan's Cancel opens for a plan billed on the web (issue 4, DECISIONS.md). */
  cancelPath: WebCancelPath;
}

/** 'flow': the full-screen nine-step flow (spec 2.15); 'simpleModal': the simple cancel modal (2.14). */
export type WebCancelPath = 'flow' | 'simpleModal';

export const BRANDS: Record<BrandId, Brand> = {
  default: {
    id: 'default',
    productName: 'Reach',
    supportEmail: 'support@reach.example',
    subscriptionServiceUrl: '',
    cancelPath: 'flow',
  },
  x: {
    id: 'x',
    productName: 'Orbit',
    supportEmail: 'support@orbit.example',
    subscriptionServiceUrl: '',
    cancelPath: 'simpleModal',
  },
  y: {
    id: 'y',
    productName: 'Pulse',
    supportEmail: 'support@pulse.example',
    subscriptionServiceUrl: '',
    cancelPath: 'simpleModal',
  },
};

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

/** Where My Plan's Cancel leads: a plan billed by a mobile store is cancelled in that store. */
export type CancelPath = WebCancelPath | 'appStore' | 'googlePlay';

export function cancelPathFor(
  brand: BrandId,
  billingSource: 'web' | 'app_store' | 'google_play' | undefined,
): CancelPath {
  if (billingSource === 'app_store') return 'appStore';
  if (billingSource === 'google_play') return 'googlePlay';
  return BRANDS[brand].cancelPath;
}
