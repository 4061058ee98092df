/**
 * Server-side render of the pages the server fills with the subscriber's own records when it
 * answers them: built for Node beside src/prerender.tsx (scripts/first-paint-pages.ts)
 * into the build's `_render/` folder, and called by server/routes/rendered-pages.ts. The app's
 * route takes the page over once the session is confirmed, as it does a painted page.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BRANDS } from '../content/brands';
import type { InstagramConnectionView } from '../contracts/instagram-connection';
import type { RenderModule } from '../domain/render-module';
import { cancelButtonMachine } from '../machines/cancel-button.machine';
import { exportUploadMachine } from '../machines/export-upload.machine';
import { hasReadStatus, instagramConnectionMachine } from '../machines/instagram-connection.machine';
import { FramedPage } from './routes/-framed-page';
import { AnalyticsView, NO_PROFILE } from './routes/_authed/dashboard/-analytics/analytics-view';
import { ExportUploadActor, ExportUploadCard } from './routes/_authed/dashboard/-analytics/export-upload-card';
import { withLinks } from './render-with-links';
import { ActivePlan } from './routes/_authed/dashboard/-my-plan/active-plan';
import { MyPlanView, planLines } from './routes/_authed/dashboard/-my-plan/my-plan-view';
import { OfferCard } from './routes/_authed/dashboard/-my-plan/offer-card';
import { PastDueNoticeView } from './routes/_authed/dashboard/-past-due/past-due-notice-view';

/** The page does nothing on a press: its inline script keeps it for the app to replay (contracts/early-presses.ts). */
const notYet = () => {};

const render = (path: string, page: ReactNode) => renderToString(<StrictMode>{withLinks(path, page)}</StrictMode>);

/** My Plan's markup for #root. */
export const renderMyPlan: RenderModule['renderMyPlan'] = ({ brand, email, subscription, owned, now }) => {
  const input = { startedAt: subscription.started_at, canceled: subscription.status === 'canceled', now };
  const cancelButton = createActor(cancelButtonMachine, { input }).getSnapshot().value;
  const page = (
    <MyPlanView
      notice={subscription.past_due ? <PastDueNoticeView busy={false} error={null} onUpdate={notYet} /> : undefined}
      offer={(offer) => (
        <OfferCard
          offer={offer}
          owned={owned[offer.id]}
          email={email}
          purchase={{ busy: false, error: null, onBuy: notYet }}
        />
      )}
      activePlan={
        <ActivePlan
          state={cancelButton}
          {...planLines(subscription)}
          productName={BRANDS[brand].productName}
          onCancel={notYet}
        />
      }
    />
  );
  return render('/dashboard/my-plan', page);
};

/**
 * Analytics' markup for #root: the analysis, and the Instagram connection as its machine shows
 * the server's view of it (the app's actor reads the same view before the app takes the page over).
 */
export const renderAnalytics: RenderModule['renderAnalytics'] = async ({ document, connection: view }) => {
  const knownView = fromPromise<InstagramConnectionView>(async () => view);
  const connection = createActor(instagramConnectionMachine.provide({ actors: { fetchStatus: knownView } })).start();
  try {
    connection.send({ type: 'connection.start' });
    await waitFor(connection, hasReadStatus);
    const exportUpload = (
      <ExportUploadActor.Provider logic={exportUploadMachine}>
        <ExportUploadCard />
      </ExportUploadActor.Provider>
    );
    const page = (
      <FramedPage title="Analytics">
        <AnalyticsView document={document ?? NO_PROFILE} connection={connection} exportUpload={exportUpload} />
      </FramedPage>
    );
    return render('/dashboard/analytics', page);
  } finally {
    connection.stop();
  }
};
