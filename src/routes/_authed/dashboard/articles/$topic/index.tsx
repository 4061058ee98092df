import { createFileRoute } from '@tanstack/react-router';
import { FramedPage } from '../../../../-framed-page';

// Filled by a later issue; until then the shared page frame with its title (spec 2.3).
export const Route = createFileRoute('/_authed/dashboard/articles/$topic/')({ component: () => <FramedPage title="Articles" /> });
