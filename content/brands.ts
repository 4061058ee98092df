/** White-label brands (spec 1, UI guide). Pure data plus the one resolver. */

export type BrandId = 'default' | 'x' | 'y';

export interface Brand {
  id: BrandId;
  productName: string;
  supportEmail: string;
  /** Subscription-service base URL; empty means the same origin (the local stack). */
  subscriptionServiceUrl: string;
}

export const BRANDS: Record<BrandId, Brand> = {
  default: { id: 'default', productName: 'Reach', supportEmail: 'support@reach.example', subscriptionServiceUrl: '' },
  x: { id: 'x', productName: 'Orbit', supportEmail: 'support@orbit.example', subscriptionServiceUrl: '' },
  y: { id: 'y', productName: 'Pulse', supportEmail: 'support@pulse.example', subscriptionServiceUrl: '' },
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
