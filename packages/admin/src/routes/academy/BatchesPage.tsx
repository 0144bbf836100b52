import type { AcademyBatchSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { useBatches, whenOf } from './useAcademy';

/** "3 of 12 left", "Full". */
export const placesOf = (batch: Pick<AcademyBatchSummary, 'seatsLeft' | 'capacity'>): string =>
  batch.seatsLeft > 0 ? `${batch.seatsLeft} of ${batch.capacity} left` : `Full (${batch.capacity})`;

const column = createColumnHelper<AcademyBatchSummary>();
const columns = [
  column.accessor('course', {
    header: 'Batch',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/batches/${encodeURIComponent(info.row.original.id)}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor('centre', { header: 'Centre', enableSorting: false }),
  column.display({ id: 'when', header: 'When', cell: (info) => whenOf(info.row.original) }),
  column.accessor('coach', { header: 'Coach', enableSorting: false, cell: (info) => info.getValue() || '—' }),
  column.accessor('level', { header: 'Level', enableSorting: false, cell: (info) => info.getValue() || '—' }),
  column.display({ id: 'places', header: 'Places', cell: (info) => placesOf(info.row.original) }),
  column.accessor('waiting', {
    header: 'Waiting',
    enableSorting: false,
    cell: (info) => (info.getValue() > 0 ? plural(info.getValue(), 'family', 'families') : 'None'),
  }),
];

/** Batches: each with its centre, days and time, coach, places left and waiting list. */
export default function BatchesPage() {
  const batches = useBatches();
  return (
    <Page title="Batches">
      <QueryView
        query={batches}
        loading="Loading batches"
        isEmpty={(list) => list.length === 0}
        empty="No batches yet."
      >
        {(list) => (
          <>
            <p className="result-count">{plural(list.length, 'batch', 'batches')}</p>
            <DataTable caption="Batches" columns={columns} data={list} rowKey={(row) => row.id} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
