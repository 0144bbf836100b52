import type { AcademyStudentSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { ListFilters } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import { AcademyList } from './AcademyList';
import { useAcademyStudents } from './useAcademy';

const column = createColumnHelper<AcademyStudentSummary>();
const columns = [
  column.accessor('name', { header: 'Student', enableSorting: false }),
  column.accessor('parentName', { header: 'Parent', enableSorting: false }),
  column.accessor('parentMobile', {
    header: 'Phone',
    enableSorting: false,
    cell: (info) => (info.getValue() ? <a href={`tel:${info.getValue()}`}>{info.getValue()}</a> : '—'),
  }),
  column.accessor('centre', { header: 'Centre', enableSorting: false }),
  column.accessor('batches', {
    header: 'Batches',
    enableSorting: false,
    cell: (info) => info.getValue().join(', ') || 'Not in a batch',
  }),
  column.accessor('level', { header: 'Level', enableSorting: false, cell: (info) => info.getValue() || '—' }),
];

/** Students: every child of every family, searched by the student's or the parent's name or phone. */
export default function StudentsPage() {
  const { params } = useSearchState();
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const list = useAcademyStudents({ page, q: q || undefined });
  return (
    <Page title="Students">
      <ListFilters search="Search students by student or parent name or phone" placeholder="Name or phone" />
      <AcademyList
        list={list}
        noun="student"
        empty={q ? 'No student matches this search.' : 'No students yet.'}
        columns={columns}
      />
    </Page>
  );
}
