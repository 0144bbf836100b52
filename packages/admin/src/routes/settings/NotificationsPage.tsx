import type { NotificationRow } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { z } from 'zod';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';
import { time } from '../../ui/format';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
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
  const { params } = useSearchState();
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const list = useListQuery(keys.notifications({ page }), (api) => api.notifications({ page }));
  return (
    <Page title="Notifications">
      <p className="lead">Mails the store sends, newest first. A failed mail is tried again later.</p>
      <PagedList
        list={list}
        loading="Loading notifications"
        empty="No notifications yet."
        pagesLabel="notifications"
        table={{ caption: 'Notifications', columns, rowKey: (row) => row.id }}
      />
    </Page>
  );
}
