import { createFileRoute } from '@tanstack/react-router';
import { endUserLicenseAgreement } from '../../content/legal/eula';
import { LegalPage } from './-legal/legal-page';

export const Route = createFileRoute('/terms-of-use')({
  // 'End User License Agreement' needs three lines in the top bar at 360 px: it shows the link's name.
  component: () => <LegalPage documentFor={endUserLicenseAgreement} headerTitle="Terms of Service" />,
});
