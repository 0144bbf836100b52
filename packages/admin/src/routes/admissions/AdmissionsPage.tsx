import {
  ADMISSION_REVIEW,
  ADMISSION_REVIEW_STATES,
  AdmissionReviewStatus,
  type AdmissionSummary,
} from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { money, plural, time } from '../../ui/format';
import { ListFilters, SelectFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import { useAdmissionsList } from './useAdmissions';

const column = createColumnHelper<AdmissionSummary>();
const columns = [
  column.accessor('student', {
    header: 'Student',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/admissions/${encodeURIComponent(info.row.original.id)}`}>{info.getValue() || '—'}</Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Received',
    sortDescFirst: true,
    cell: (info) => time(info.getValue()),
  }),
  column.accessor('course', { header: 'Course', enableSorting: false }),
  column.accessor('center', { header: 'Centre', enableSorting: false }),
  column.accessor('fee', {
    header: 'Fee',
    enableSorting: false,
    cell: (info) => `${money(info.getValue())} · ${info.row.original.feeStatus}`,
  }),
  column.accessor('reviewStatus', {
    header: 'Review',
    enableSorting: false,
    cell: (info) => <span className={`badge badge-${info.getValue()}`}>{info.getValue()}</span>,
  }),
];

/** Admissions: search, filter by review status, newest first. */
export default function AdmissionsPage() {
  const { params } = useSearchState();
  const status = AdmissionReviewStatus.safeParse(params.get('status')).data;
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '-createdAt';
  const list = useAdmissionsList({ status, page, q: q || undefined, sort });
  return (
    <Page title="Admissions">
      <ListFilters
        search="Search admissions by student, e-mail or phone"
        placeholder="Student, e-mail or phone"
      >
        <div className="filter-row">
          <SelectFilter
            label="Review"
            param="status"
            value={status}
            any="Any review status"
            options={ADMISSION_REVIEW_STATES.map((value) => ({
              value,
              label: ADMISSION_REVIEW[value].label,
            }))}
          />
        </div>
      </ListFilters>
      <PagedList
        list={list}
        loading="Loading admissions"
        empty={status || q ? 'No admissions match these filters.' : 'No admissions yet.'}
        count={(page) => plural(page.total, 'admission')}
        pagesLabel="admissions"
        table={{ caption: 'Admissions', columns, rowKey: (row) => row.id, sort }}
      />
    </Page>
  );
}
