/**
 * The shared page frame (spec 2.3): a title that fits sits centred in the top bar; a long
 * one heads the body while the bar shows a short title or none. Either way the page has one h1.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../src/ui/PageFrame/PageFrame';

const LONG = 'Strategies to Boost Engagement on Your Instagram Profile';
const back = <button type="button" aria-label="Back" />;

const bar = () => screen.getByRole('banner');
const h1s = () => screen.getAllByRole('heading', { level: 1 });

describe('PageFrame', () => {
  it('puts a title that fits in the top bar as the h1, beside the back control', () => {
    render(
      <PageFrame title="News" back={back}>
        body
      </PageFrame>,
    );
    expect(within(bar()).getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(within(bar()).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(h1s()).toHaveLength(1);
  });

  it('heads the body with a long title and shows the short header title in the bar, not as a heading', () => {
    render(
      <PageFrame title={LONG} headerTitle="Instagram PRO" back={back}>
        body
      </PageFrame>,
    );
    const heading = within(screen.getByRole('main')).getByRole('heading', { level: 1, name: LONG });
    expect(screen.getByRole('main').firstElementChild).toBe(heading);
    expect(bar().textContent).toBe('Instagram PRO');
    expect(within(bar()).queryByRole('heading')).toBeNull();
    expect(h1s()).toHaveLength(1);
  });

  it("leaves the bar to the back control when the header title is ''", () => {
    render(
      <PageFrame title={LONG} headerTitle="" back={back} footer={false}>
        body
      </PageFrame>,
    );
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: LONG })).toBeTruthy();
    expect(bar().textContent).toBe('');
    expect([...bar().children].map((child) => child.tagName)).toEqual(['BUTTON']);
    expect(h1s()).toHaveLength(1);
  });
});
