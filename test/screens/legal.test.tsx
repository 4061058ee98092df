/** The public legal pages (spec 2.17, 2.3): every section heading, the date, and the brand's support mail link. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endUserLicenseAgreement } from '../../content/legal/eula';
import { privacyPolicy } from '../../content/legal/privacy';
import type { Subscription } from '../../contracts/subscriptions';
import { fakes, mainPlan, mockedModules, renderAt, signInSession, signedInSession } from './my-plan-fixtures';

vi.mock('../../src/app/session', () => mockedModules.session());

afterEach(() => {
  fakes.session?.stop();
});

// The documents' own section order is pinned against spec 2.17 in test/unit/legal-content.test.ts.
// `header`: the top bar's text; a title too long for it heads the document instead.
const PAGES = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    header: 'Privacy Policy',
    documentFor: privacyPolicy,
    route: () => import('../../src/routes/privacy'),
  },
  {
    path: '/terms-of-use',
    title: 'End User License Agreement',
    header: 'Terms of Service',
    documentFor: endUserLicenseAgreement,
    route: () => import('../../src/routes/terms-of-use'),
  },
] as const;

type Page = (typeof PAGES)[number];

const headingsOf = (page: Page) =>
  page.documentFor({ productName: '', supportEmail: '' }).sections.map((s) => s.heading);

/** A visitor without a subscription: the host (localhost) decides the brand, the default one. */
const visitWithoutSubscription = () => (fakes.session = signedInSession({ uid: 'u', email: 'x@demo.test' }, () => []));

async function open(page: Page) {
  const { Route } = await page.route();
  // The router plugin code-splits route components: load the chunk before the first render.
  const Component = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Component.preload?.();
  return renderAt(page.path, () => <Component />);
}

describe.each(PAGES)('$title page', (page) => {
  it('shows the title, the date and every section heading in order, for a visitor without a subscription (default brand)', async () => {
    visitWithoutSubscription();
    await open(page);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner').textContent).toBe(page.header);
    expect(screen.getByText('Last updated: Mar 29, 2024')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(headingsOf(page));
    const links = screen.getAllByRole('link', { name: 'support@reach.example' });
    for (const link of links) expect(link.getAttribute('href')).toBe('mailto:support@reach.example');
    expect(screen.getAllByText(/Reach/).length).toBeGreaterThan(0);
  });

  it.each([
    ['Orbit', 'support@orbit.example', mainPlan({ plan_code: 'ig_x_premium_one_month' })],
    ['Pulse', 'support@pulse.example', mainPlan({ plan_code: 'ig_y_premium_one_month' })],
  ] as Array<[string, string, Subscription]>)(
    "names %s and links %s for that brand's subscriber",
    async (productName, email, plan) => {
      await signInSession({ uid: 'u', email: 'x@demo.test' }, () => [plan]);
      await open(page);
      const contact = screen.getAllByRole('heading', { level: 2 }).at(-1)!.closest('section')!;
      for (const link of within(contact).getAllByRole('link', { name: email }))
        expect(link.getAttribute('href')).toBe(`mailto:${email}`);
      expect(screen.queryByRole('link', { name: 'support@reach.example' })).toBeNull();
      expect(screen.getAllByText(new RegExp(productName)).length).toBeGreaterThan(0);
      expect(screen.queryByText(/Reach/)).toBeNull();
    },
  );

  it('goes home from the back button', async () => {
    visitWithoutSubscription();
    const { user } = await open(page);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
  });

  it('links the other legal pages from the footer in a new tab', async () => {
    visitWithoutSubscription();
    await open(page);
    const footer = within(screen.getByRole('navigation', { name: 'Legal' }));
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-use'],
      ['Privacy Policy', '/privacy'],
    ]) {
      const link = footer.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});
