import {
  REVIEW_STATUS_LABEL,
  REVIEW_STATUSES,
  type ReviewItem,
  ReviewStatus,
} from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { FormError } from '../../ui/states';
import { plural, time } from '../../ui/format';
import { SearchAndFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import { useModerateReview, useReviewsList } from './useReviews';

/** The moves of a review: Approve (shown on the product) and Hide. */
const MOVES = [
  { status: 'approved', label: 'Approve', className: 'button button-primary' },
  { status: 'hidden', label: 'Hide', className: 'button' },
] as const;

/** Approve and Hide of one review (the one it already is left out). */
function Moderate({ review }: { review: ReviewItem }) {
  const moderate = useModerateReview();
  return (
    <div className="row-actions">
      {MOVES.filter((move) => move.status !== review.status).map((move) => (
        <button
          key={move.status}
          type="button"
          className={move.className}
          disabled={moderate.isPending}
          aria-label={`${move.label} the review by ${review.shopperName} of ${review.productTitle}`}
          onClick={() => moderate.mutate({ id: review.id, status: move.status })}
        >
          {move.label}
        </button>
      ))}
      <FormError error={moderate.error} />
    </div>
  );
}

const column = createColumnHelper<ReviewItem>();
const columns = [
  column.accessor('productTitle', { header: 'Product', enableSorting: false }),
  column.accessor('shopperName', {
    header: 'Shopper',
    enableSorting: false,
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="muted">{info.row.original.shopperEmail}</span>
      </>
    ),
  }),
  column.accessor('rating', {
    header: 'Rating',
    enableSorting: false,
    cell: (info) => `${info.getValue()} / 5`,
  }),
  column.accessor('comment', { header: 'Review', enableSorting: false }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <span className={`badge badge-${info.getValue()}`}>{REVIEW_STATUS_LABEL[info.getValue()]}</span>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Written',
    enableSorting: false,
    cell: (info) => time(info.getValue()),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => <Moderate review={info.row.original} />,
  }),
];

/** What the list says while loading, when empty (filtered or not) and above its rows. */
const texts = (filtered: boolean) => ({
  loading: 'Loading reviews',
  empty: filtered ? 'No reviews match these filters.' : 'No reviews yet.',
  count: (found: { total: number }) => plural(found.total, 'review'),
  pagesLabel: 'reviews',
});

/** Reviews: shoppers' ratings and texts, pending first by default; approve to show on the product, or hide. */
export default function ReviewsPage() {
  const { params } = useSearchState();
  const status = ReviewStatus.safeParse(params.get('status') ?? 'pending').data;
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const list = useReviewsList({ status, page, q: q || undefined });
  const counts = list.data?.counts;
  const options = REVIEW_STATUSES.map((value) => ({
    value,
    label: counts ? `${REVIEW_STATUS_LABEL[value]} (${counts[value]})` : REVIEW_STATUS_LABEL[value],
  }));
  const filter = { label: 'Status', param: 'status', value: status, any: 'Any status', options };
  return (
    <Page title="Reviews">
      <SearchAndFilter
        search="Search reviews by product, shopper or text"
        placeholder="Product, shopper or text"
        {...filter}
      />
      <PagedList
        list={list}
        table={{ caption: 'Reviews', columns, rowKey: (row) => row.id }}
        {...texts(Boolean(status || q))}
      />
    </Page>
  );
}
