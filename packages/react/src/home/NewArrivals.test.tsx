import { SCROLL_STEP_PRODUCTS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { fakeRowLayout } from '../test/scroll';
import { NewArrivals } from './NewArrivals';

let layout: ReturnType<typeof fakeRowLayout> | undefined;
afterEach(() => layout?.restore());

const groups = [
  {
    category_name: 'Inline Skates',
    description: 'Fresh wheels for the season',
    product: JSON.stringify([
      simpleProduct({ product_id: 'n1', title: 'Blade One' }),
      simpleProduct({ product_id: 'n2', title: 'Blade Two' }),
    ]),
  },
  {
    category_name: 'Protective Gear',
    description: 'Stay safe',
    product: [
      simpleProduct({ product_id: 'n3', title: 'Helmet X' }),
      simpleProduct({ product_id: 'n4', title: 'Course', category: 'courses' }),
    ],
  },
];

describe('NewArrivals', () => {
  it('shows one row per group with its heading and description; the right chevron scrolls 260 px', async () => {
    layout = fakeRowLayout({ clientWidth: 500, scrollWidth: 1200 });
    renderSkate(<NewArrivals />, { routes: { [`GET /newarrival/all/${MERCHANT}`]: { data: groups } } });
    const first = await screen.findByRole('region', { name: 'Inline Skates' });
    expect(within(first).getByText('Fresh wheels for the season')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Blade One', 'Blade Two']);
    const second = screen.getByRole('region', { name: 'Protective Gear' });
    // Courses are not part of general listings.
    expect(
      within(second)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Helmet X']);
    // The chevrons appear once the row has measured itself (an effect after the row is drawn).
    const right = await within(first).findByRole('button', { name: TEXTS.SCROLL_RIGHT });
    expect(within(first).queryByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeNull();
    await userEvent.click(right);
    expect(layout.scrollBys).toEqual([SCROLL_STEP_PRODUCTS]);
    expect(within(first).getByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeInTheDocument();
  });

  it('toasts "Failed to load New Arrivals" when the call fails', async () => {
    renderSkate(<NewArrivals />, {
      routes: { [`GET /newarrival/all/${MERCHANT}`]: { status: 500, body: {} } },
    });
    expect(await screen.findByText(TEXTS.FAILED_LOAD_NEW_ARRIVALS)).toBeInTheDocument();
  });
});
