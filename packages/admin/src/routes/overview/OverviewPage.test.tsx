import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { overviewOf, sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

/** 30 India days ending 2 Dec 2026: a ₹1,349 order on 3 Nov, two orders (₹2,500) today. */
function salesOf() {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10);
    const figures =
      day === '2026-11-03'
        ? { orders: 1, sales: 1349 }
        : day === '2026-12-02'
          ? { orders: 2, sales: 2500 }
          : { orders: 0, sales: 0 };
    return { day, ...figures, fees: 0 };
  });
  return {
    today: '2026-12-02',
    days,
    periods: {
      today: { orders: 2, sales: 2500, fees: 0 },
      week: { orders: 2, sales: 2500, fees: 0 },
      month: { orders: 3, sales: 3849, fees: 0 },
    },
  };
}

describe('the overview', () => {
  it("shows today's, 7 and 30 days' sales, orders and fees from the server, with the 30 days as a chart", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /overview': () => ({ body: overviewOf({ toShip: 3 }) }),
      'GET /overview/sales': () => ({ body: salesOf() }),
    });
    renderConsole('/', api);
    const sales = await screen.findByRole('region', { name: 'Sales' });
    const period = (name: string) =>
      within(sales).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(await within(sales).findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(period('Today')).toHaveTextContent('TodaySales₹2,500Orders2Academy fees₹0');
    expect(period('Last 7 days')).toHaveTextContent('Last 7 daysSales₹2,500Orders2Academy fees₹0');
    expect(period('Last 30 days')).toHaveTextContent('Last 30 daysSales₹3,849Orders3Academy fees₹0');
    const chart = within(sales).getByRole('img', { name: 'Sales per day, last 30 days (highest ₹2,500)' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart.querySelector('rect.chart-today title')?.textContent).toBe('2 Dec: ₹2,500, 2 orders');

    await user.click(within(sales).getByText('Figures by day'));
    const rows = within(within(sales).getByRole('table', { name: 'Sales by day' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 Dec2₹2,500');
    expect(rows.at(-1)).toHaveTextContent('3 Nov1₹1,349');
    // What needs doing stays above.
    expect(screen.getByRole('link', { name: '3 Orders to ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Packed',
    );
  });
});
