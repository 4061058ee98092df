/** White-label brands (spec 1, docs/ui.md): each brand's name, support address and service URL. */

import type { BrandId } from '../domain/brands.ts';

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
