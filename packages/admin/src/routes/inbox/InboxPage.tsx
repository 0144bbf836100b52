import { type InboxItem, InboxKind } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { plural, time } from '../../ui/format';
import { ListFilters, SelectFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { PageTabs } from '../../ui/PageTabs';
import { useSearchState } from '../../ui/useSearchState';
import { InboxItemDrawer } from './InboxItemDrawer';
import { KIND_LABELS } from './kinds';
import { useInboxList } from './useInbox';

const column = createColumnHelper<InboxItem>();

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'lead', label: 'Contact messages' },
  { value: 'enquiry', label: 'Enquiries' },
  { value: 'quote', label: 'Quote requests' },
] as const;

/** Leads, enquiries and quote requests in one inbox; a message opens in a drawer. */
export default function InboxPage() {
  const { params, update } = useSearchState();
  const kind = InboxKind.safeParse(params.get('kind')).data;
  const handledParam = params.get('handled');
  const handled = handledParam === 'true' || handledParam === 'false' ? handledParam : undefined;
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const list = useInboxList({ kind, handled, page, q: q || undefined });
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = list.data?.data.find((item) => `${item.kind}:${item.id}` === openId) ?? null;
  const counts = list.data?.counts;

  // Stable columns: a new cell function each render would remount the rows (and lose their focus).
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'From',
        cell: (info) => (
          <button
            type="button"
            className="link-button"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpenId(`${info.row.original.kind}:${info.row.original.id}`);
            }}
          >
            {info.getValue() || info.row.original.email}
          </button>
        ),
      }),
      column.accessor('kind', { header: 'Kind', cell: (info) => KIND_LABELS[info.getValue()] }),
      column.accessor('message', {
        header: 'Message',
        cell: (info) => <span className="clamp">{info.getValue() || '—'}</span>,
      }),
      column.accessor('createdAt', { header: 'Received', cell: (info) => time(info.getValue()) }),
      column.accessor('handled', {
        header: 'Handled',
        cell: (info) => (
          <span className={info.getValue() ? 'badge badge-paid' : 'badge badge-unpaid'}>
            {info.getValue() ? 'Handled' : 'Not handled'}
          </span>
        ),
      }),
    ],
    [],
  );

  // Radix draws only the chosen tab's panel: one list, filtered by the tab's kind.
  const panel = (
    <>
      <ListFilters search="Search the inbox by name, e-mail or phone" placeholder="Name, e-mail or phone">
        <div className="filter-row">
          <SelectFilter
            label="Handled"
            param="handled"
            value={handled}
            any="Handled or not"
            options={[
              { value: 'false', label: `Not handled${counts ? ` (${counts.unhandled})` : ''}` },
              { value: 'true', label: 'Handled' },
            ]}
          />
        </div>
      </ListFilters>
      <PagedList
        list={list}
        loading="Loading the inbox"
        empty={kind || handled || q ? 'No messages match these filters.' : 'The inbox is empty.'}
        count={(page) => plural(page.total, 'message')}
        pagesLabel="messages"
        table={{ caption: 'Messages', columns, rowKey: (item) => `${item.kind}:${item.id}` }}
      />
    </>
  );

  return (
    <Page title="Inbox">
      <PageTabs
        label="Kinds of message"
        value={kind ?? 'all'}
        onValueChange={(value) => update({ kind: value === 'all' ? '' : value })}
        tabs={TABS.map((tab) => ({
          value: tab.value,
          label: `${tab.label}${counts && tab.value !== 'all' ? ` (${counts[tab.value]})` : ''}`,
          content: panel,
        }))}
      />
      <InboxItemDrawer item={open} onClose={() => setOpenId(null)} opener={opener.current} />
    </Page>
  );
}
