import { createFileRoute } from '@tanstack/react-router';
import { TRENDS, TRENDS_INTRO } from '../../../../content/trends';
import { RankedTipsPage } from './-library/ranked-tips-page';

/** Spec 2.8: the seven trends of 2025. */
export const Route = createFileRoute('/_authed/dashboard/top-trends')({
  component: () => <RankedTipsPage title="Trends of 2025" intro={TRENDS_INTRO} tips={TRENDS} />,
});
