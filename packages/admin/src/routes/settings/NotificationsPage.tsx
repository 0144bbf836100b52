import type { NotificationRow } from '@skatekit/console-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { DataTable } from '../../ui/DataTable';
import { time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';

type Row = z.infer<typeof NotificationRow>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('createdAt', { header: 'Queued', cell: (info) => time(info.getValue()) }),
  column.accessor('recipient', { header: 'To' }),
  column.accessor('subject', { header: 'Subject' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <span className={`badge badge-mail-${info.getValue()}`}>{info.getValue()}</span>,
  }),
  column.accessor('attempts', { header: 'Tries' }),
  column.accessor('sentAt', { header: 'Sent', cell: (info) => time(info.getValue()) }),
  column.accessor('lastError', { header: 'Last error', cell: (info) => info.getValue() || '—' }),
];

/** The mail outbox (owner): every notification, whether it went out, and why not. */
export default function NotificationsPage() {
  const api = useApi();
  const { params, update } = useSearchState();
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const list = useQuery({
    queryKey: keys.notifications({ page }),
    queryFn: () => api.notifications({ page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title="Notifications">
      <p className="lead">Mails the store sends, newest first. A failed mail is tried again later.</p>
      {list.isPending ? (
        <LoadingState label="Loading notifications" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>No notifications yet.</EmptyState>
      ) : (
        <>
          <DataTable
            caption="Notifications"
            columns={columns}
            data={list.data.data}
            rowKey={(row) => row.id}
          />
          <Pagination
            label="notifications"
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
