import type { OverviewSales } from '@skatekit/console-contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { money } from '../../ui/format';
import { ErrorState, LoadingState } from '../../ui/states';
import { PlainTable } from '../../ui/PlainTable';
import { FigureList } from '../../ui/FigureList';

const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'Last 7 days' },
  { key: 'month', label: 'Last 30 days' },
] as const;

/** "2 Dec" of an India date `YYYY-MM-DD`. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const W = 600;
const H = 160;
const BOTTOM = 22;

/** The 30 days' sales as bars (a small SVG, no chart library), today's bar marked; the table says the same in text. */
function SalesChart({ days }: { days: OverviewSales['days'] }) {
  const top = Math.max(...days.map((d) => d.sales), 1);
  const step = W / days.length;
  const label = (i: number) => (
    <text x={i * step + step / 2} y={H - 6} textAnchor="middle" className="chart-axis">
      {shortDay(days[i].day)}
    </text>
  );
  return (
    <figure className="sales-chart">
      <figcaption id="sales-chart-caption">{`Sales per day, last 30 days (highest ${money(top)})`}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="sales-chart-caption">
        <title>{`Sales per day, last 30 days (highest ${money(top)})`}</title>
        <line x1={0} x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className="chart-base" />
        {days.map((d, i) => {
          const height = ((H - BOTTOM - 8) * d.sales) / top;
          return (
            <rect
              key={d.day}
              x={i * step + 2}
              width={Math.max(step - 4, 1)}
              y={H - BOTTOM - height}
              height={height}
              className={i === days.length - 1 ? 'chart-bar chart-today' : 'chart-bar'}
            >
              <title>{`${shortDay(d.day)}: ${money(d.sales)}, ${d.orders} orders`}</title>
            </rect>
          );
        })}
        {label(0)}
        {label(Math.floor(days.length / 2))}
        {label(days.length - 1)}
      </svg>
      <details className="sales-days">
        <summary>Figures by day</summary>
        <PlainTable caption="Sales by day" columns={['Day', 'Orders', 'Sales']}>
          {[...days].reverse().map((d) => (
            <tr key={d.day}>
              <td data-label="Day">{shortDay(d.day)}</td>
              <td data-label="Orders">{d.orders}</td>
              <td data-label="Sales">{money(d.sales)}</td>
            </tr>
          ))}
        </PlainTable>
      </details>
    </figure>
  );
}

/**
 * Sales, orders and academy fees for today, 7 and 30 days (India days, counted by the server) and
 * the 30 days as a chart. Fees show 0 until the academy's fees are recorded.
 */
export function SalesPanel() {
  const api = useApi();
  const sales = useQuery({ queryKey: [...keys.overview, 'sales'], queryFn: () => api.overviewSales() });
  return (
    <section className="sales-panel" aria-labelledby="sales-heading">
      <h2 id="sales-heading">Sales</h2>
      {sales.isPending ? (
        <LoadingState label="Loading sales" lines={3} />
      ) : sales.isError ? (
        <ErrorState error={sales.error} onRetry={() => void sales.refetch()} />
      ) : (
        <>
          <ul className="sales-periods">
            {PERIODS.map((period) => {
              const f = sales.data.periods[period.key];
              return (
                <li key={period.key} className="card">
                  <h3>{period.label}</h3>
                  <FigureList
                    rows={[
                      ['Sales', money(f.sales)],
                      ['Orders', f.orders.toLocaleString('en-IN')],
                      ['Academy fees', money(f.fees)],
                    ]}
                  />
                </li>
              );
            })}
          </ul>
          <p className="muted">
            Orders that are paid or placed to pay on delivery, not cancelled, at the totals charged (before
            refunds), by India day. Academy fees appear here once the academy records its fees.
          </p>
          <SalesChart days={sales.data.days} />
        </>
      )}
    </section>
  );
}
