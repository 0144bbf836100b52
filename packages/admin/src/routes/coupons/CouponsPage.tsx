import type { AdminCoupon, CouponStanding } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useCan } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { actionsColumn } from '../../ui/DataTable';
import { money } from '../../ui/format';
import { Chips, ListFilters } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import { CouponDialog } from './CouponDialog';
import { useCouponMutations, useCoupons } from './useCoupons';
import '../shop.css';

/** The words of each standing (core's couponStanding). */
export const STANDING_LABELS: Record<CouponStanding, string> = {
  live: 'Live',
  scheduled: 'Not started',
  ended: 'Ended',
  'used-up': 'Used up',
  inactive: 'Inactive',
};
const STANDINGS = Object.keys(STANDING_LABELS) as CouponStanding[];

const indiaDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** What a coupon takes off, and on which orders. */
function offer(coupon: AdminCoupon): string {
  const off = coupon.kind === 'percentage' ? `${coupon.amount}% off` : `${money(coupon.amount)} off`;
  const terms = [
    coupon.minOrder > 0 ? `orders of ${money(coupon.minOrder)} or more` : '',
    coupon.firstOrderOnly ? 'first order only' : '',
    coupon.onePerCustomer ? 'once per customer' : '',
  ].filter(Boolean);
  return terms.length ? `${off}; ${terms.join(', ')}` : off;
}

function EndCoupon({ coupon }: { coupon: AdminCoupon }) {
  const { end } = useCouponMutations();
  return (
    <ConfirmDialog
      title={`End coupon ${coupon.code}?`}
      description="Shoppers can no longer use it from now on. Orders already placed keep their discount."
      confirmLabel="End coupon"
      danger
      mutation={end}
      trigger={
        <button type="button" className="button button-danger-quiet" aria-label={`End ${coupon.code}`}>
          End
        </button>
      }
      onConfirm={(close) => end.mutate(coupon.id, { onSuccess: close })}
    />
  );
}

const column = createColumnHelper<AdminCoupon>();

/** The store's coupons: what each takes off, its dates, uses so far and where it stands. */
export default function CouponsPage() {
  const { params, update } = useSearchState();
  const mayManage = useCan('coupons.manage');
  const query = {
    q: params.get('q') ?? undefined,
    standing: (params.get('standing') as CouponStanding | null) ?? undefined,
    page: Number(params.get('page') ?? 1),
    pageSize: 25,
  };
  const coupons = useCoupons(query);
  const columns = [
    column.accessor('code', { header: 'Code' }),
    column.display({ id: 'offer', header: 'Offer', cell: (c) => offer(c.row.original) }),
    column.display({
      id: 'dates',
      header: 'Dates',
      cell: (c) => {
        const { startsOn, endsOn } = c.row.original;
        if (!startsOn && !endsOn) return 'Always';
        return `${startsOn ? `from ${indiaDate(startsOn)}` : ''} ${endsOn ? `until ${indiaDate(endsOn)}` : ''}`.trim();
      },
    }),
    column.display({
      id: 'uses',
      header: 'Uses',
      cell: (c) => {
        const { used, maxUses } = c.row.original;
        return maxUses === null ? `${used}` : `${used} of ${maxUses}`;
      },
    }),
    column.accessor('standing', {
      header: 'Status',
      cell: (c) => (
        <span className={`badge badge-coupon-${c.getValue()}`}>{STANDING_LABELS[c.getValue()]}</span>
      ),
    }),
    ...actionsColumn<AdminCoupon>(mayManage, (coupon) => (
      <>
        <CouponDialog coupon={coupon} />
        {coupon.standing === 'ended' ? null : <EndCoupon coupon={coupon} />}
      </>
    )),
  ];
  return (
    <Page title="Coupons" actions={mayManage ? <CouponDialog /> : null}>
      <ListFilters search="Search coupons by code" placeholder="Coupon code">
        <Chips
          legend="Status"
          value={query.standing}
          onChange={(standing) => update({ standing })}
          options={[
            { value: undefined, label: 'All' },
            ...STANDINGS.map((standing) => ({ value: standing, label: STANDING_LABELS[standing] })),
          ]}
        />
      </ListFilters>
      <PagedList
        list={coupons}
        loading="Loading coupons"
        empty="No coupons here."
        pagesLabel="coupons"
        table={{ caption: 'Coupons', columns, rowKey: (c) => c.id }}
      />
    </Page>
  );
}
