import { AdmissionReviewStatus, type AdmissionSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, sortFromParam, sortToParam } from '../../ui/DataTable';
import { money, plural, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
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
  const { params, update } = useSearchState();
  const status = AdmissionReviewStatus.safeParse(params.get('status')).data;
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '-createdAt';
  const list = useAdmissionsList({ status, page, q: q || undefined, sort });
  return (
    <Page title="Admissions">
      <div className="filters">
        <SearchBox
          label="Search admissions by student, e-mail or phone"
          placeholder="Student, e-mail or phone"
          value={q}
          onSearch={(text) => update({ q: text })}
        />
        <div className="filter-row">
          <label>
            Review
            <select value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">Any review status</option>
              <option value="received">Received</option>
              <option value="confirmed">Confirmed</option>
              <option value="rejected">Rejected</option>
            </select>
          </label>
        </div>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading admissions" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{status || q ? 'No admissions match these filters.' : 'No admissions yet.'}</EmptyState>
      ) : (
        <>
          <p className="result-count">{plural(list.data.total, 'admission')}</p>
          <DataTable
            caption="Admissions"
            columns={columns}
            data={list.data.data}
            rowKey={(row) => row.id}
            sorting={sortFromParam(sort)}
            onSortingChange={(sorting) => update({ sort: sortToParam(sorting) })}
          />
          <Pagination
            label="admissions"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </Page>
  );
}
