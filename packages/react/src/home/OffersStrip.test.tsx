import { SCROLL_STEP_OFFERS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT, renderSkate } from '../test/harness';
import { fakeRowLayout } from '../test/scroll';
import { OffersStrip } from './OffersStrip';

let layout: ReturnType<typeof fakeRowLayout> | undefined;
afterEach(() => {
  layout?.restore();
  layout = undefined;
  vi.restoreAllMocks();
});

const offers = [
  { title: 'First', description: 'Oldest offer', image: 'uploads/1.jpg', link: '/equipments' },
  { title: 'Second', description: 'Middle', image: 'uploads/2.jpg', link: '' },
  { title: 'Third', description: 'Newest offer', image: 'uploads/3.jpg', link: '/course' },
];

describe('OffersStrip', () => {
  it('shows offers in reverse order titled "Limited Time Offer!", Claim Your Offer only with a link, 250 px steps', async () => {
    layout = fakeRowLayout({ clientWidth: 300, scrollWidth: 900 });
    const { navigate } = renderSkate(<OffersStrip />, {
      routes: { [`GET /offer/all/${MERCHANT}`]: { data: offers } },
    });
    await screen.findByRole('heading', { name: 'Third' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    for (const card of cards) expect(within(card).getByText(TEXTS.LIMITED_TIME_OFFER)).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('link', { name: TEXTS.CLAIM_YOUR_OFFER })).toBeNull();
    const claim = within(cards[0]).getByRole('link', { name: TEXTS.CLAIM_YOUR_OFFER });
    expect(claim).toHaveAttribute('href', '/course');
    await userEvent.click(claim);
    expect(navigate).toHaveBeenCalledWith('/course');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.SCROLL_RIGHT }));
    expect(layout.scrollBys).toEqual([SCROLL_STEP_OFFERS]);
  });

  it('stays hidden when there are no offers, and when the call fails (logged, no toast)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const empty = renderSkate(<OffersStrip />, { routes: { [`GET /offer/all/${MERCHANT}`]: { data: [] } } });
    await waitFor(() => expect(empty.calls.some((c) => c.url === `/offer/all/${MERCHANT}`)).toBe(true));
    expect(empty.container.querySelector('.skate-offers')).toBeNull();
    empty.unmount();
    const failing = renderSkate(<OffersStrip />, {
      routes: { [`GET /offer/all/${MERCHANT}`]: { status: 500, body: {} } },
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(failing.container.querySelector('.skate-offers')).toBeNull();
    expect(failing.container.querySelector('.Toastify__toast')).toBeNull();
  });
});
