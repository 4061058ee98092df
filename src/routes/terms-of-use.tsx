import { createFileRoute } from '@tanstack/react-router';
import { endUserLicenseAgreement } from '../../content/legal/eula';
import { LegalPage } from './-legal/legal-page';

export const Route = createFileRoute('/terms-of-use')({ component: () => <LegalPage documentFor={endUserLicenseAgreement} /> });
