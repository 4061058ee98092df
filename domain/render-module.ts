/**
 * What the build's render module (src/render-pages.tsx, built to contracts/rendered-pages.ts'
 * RENDER_MODULE) offers the server (server/routes/rendered-pages.ts), which imports it at run time.
 * Declared here, in the code both share, so that the server is type-checked without the app's
 * browser code (tsconfig.json) and the module is checked against what the server calls.
 */
import type { InstagramConnectionView } from '../contracts/instagram-connection.ts';
import type { ProfileDocument } from '../contracts/profile.ts';
import type { Subscription } from '../contracts/subscriptions.ts';
import type { BrandId } from './brands.ts';
import type { Entitlements } from './plans.ts';

interface MyPlanRecords {
  brand: BrandId;
  email: string;
  /** The subscription that lets the subscriber in. */
  subscription: Subscription;
  owned: Entitlements;
  /** The server's clock (ms since the epoch): the Cancel button's fetching window reads it. */
  now: number;
}

interface AnalyticsRecords {
  /** The subscriber's latest profile document; null before there is one. */
  document: ProfileDocument | null;
  connection: InstagramConnectionView;
}

export interface RenderModule {
  /** My Plan's markup for #root. */
  renderMyPlan(records: MyPlanRecords): string;
  /** Analytics' markup for #root. */
  renderAnalytics(records: AnalyticsRecords): Promise<string>;
}
