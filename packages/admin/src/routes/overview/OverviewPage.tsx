import { can, type Permission } from '@skatekit/console-contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useSession } from '../../session/session';
import { Page } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/states';
import { SalesPanel } from './SalesPanel';

type Counts = Awaited<ReturnType<ReturnType<typeof useApi>['overview']>>;

/** Each tile: what needs doing, and the list that shows exactly those. */
const TILES: { key: keyof Counts; label: string; to: string; permission: Permission }[] = [
  { key: 'toConfirm', label: 'Orders to confirm', to: '/orders?status=Pending', permission: 'orders.read' },
  { key: 'toShip', label: 'Orders to ship', to: '/orders?status=Packed', permission: 'orders.read' },
  {
    key: 'refundNeeded',
    label: 'Refunds needed',
    to: '/orders?payment=refund-needed',
    permission: 'orders.read',
  },
  {
    key: 'codDue',
    label: 'Pay-on-delivery money due',
    to: '/orders?payment=cod-due',
    permission: 'orders.read',
  },
  {
    key: 'inboxUnhandled',
    label: 'Messages not handled',
    to: '/inbox?handled=false',
    permission: 'inbox.read',
  },
  {
    key: 'admissionsReceived',
    label: 'Admissions to review',
    to: '/admissions?status=received',
    permission: 'admissions.read',
  },
  {
    key: 'notificationsFailing',
    label: 'Notifications failing',
    to: '/notifications',
    permission: 'settings.update',
  },
];

/** What needs doing today, each count a link to its filtered list; then the sales (for who reads orders). */
export default function OverviewPage() {
  const api = useApi();
  const { staff, merchant } = useSession();
  const overview = useQuery({ queryKey: keys.overview, queryFn: () => api.overview() });
  return (
    <Page title="Overview">
      <p className="lead">
        Welcome, {staff.name || staff.email}. Here is what needs doing at {merchant.name}.
      </p>
      <h2>What needs doing</h2>
      {overview.isPending ? (
        <LoadingState label="Loading today's counts" />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <ul className="tiles">
          {TILES.filter((tile) => can(staff.role, tile.permission)).map((tile) => {
            const count = overview.data[tile.key];
            return (
              <li key={tile.key} className={count > 0 ? 'tile tile-due' : 'tile'}>
                <Link to={tile.to}>
                  <span className="tile-count">{count.toLocaleString('en-IN')}</span>{' '}
                  <span className="tile-label">{tile.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {can(staff.role, 'orders.read') ? <SalesPanel /> : null}
    </Page>
  );
}
