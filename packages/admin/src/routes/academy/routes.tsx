import type { Permission } from '@skatekit/console-contract';
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission, useCan } from '../../session/session';

// Each screen its own chunk, like the rest of the console.
const StudentsPage = lazy(() => import('./StudentsPage'));
const BatchesPage = lazy(() => import('./BatchesPage'));
const BatchPage = lazy(() => import('./BatchPage'));
const TimetablePage = lazy(() => import('./TimetablePage'));
const TrialsPage = lazy(() => import('./TrialsPage'));
const AttendancePage = lazy(() => import('./AttendancePage'));
const LevelsPage = lazy(() => import('./LevelsPage'));
const FeesPage = lazy(() => import('./FeesPage'));

const guarded = (path: string, permission: Permission, element: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{element}</RequirePermission>,
});

/** The academy's screens (issue 37), children of the console's shell. */
export const academyRoutes: RouteObject[] = [
  guarded('students', 'academy.read', <StudentsPage />),
  guarded('batches', 'academy.read', <BatchesPage />),
  guarded('batches/:id', 'academy.read', <BatchPage />),
  guarded('timetable', 'academy.read', <TimetablePage />),
  guarded('trials', 'academy.read', <TrialsPage />),
  guarded('attendance', 'attendance.mark', <AttendancePage />),
  guarded('levels', 'academy.read', <LevelsPage />),
  guarded('fees', 'admissions.read', <FeesPage />),
];

/** The academy's sections in the console's navigation. */
export const ACADEMY_NAV: { to: string; label: string; permission: Permission }[] = [
  { to: '/attendance', label: 'Attendance', permission: 'attendance.mark' },
  { to: '/students', label: 'Students', permission: 'academy.read' },
  { to: '/batches', label: 'Batches', permission: 'academy.read' },
  { to: '/timetable', label: 'Timetable', permission: 'academy.read' },
  { to: '/trials', label: 'Trials', permission: 'academy.read' },
  { to: '/levels', label: 'Levels', permission: 'academy.read' },
  { to: '/fees', label: 'Fees', permission: 'admissions.read' },
];

/**
 * The console's home: the overview (orders, money) for those who may read orders; a coach, who sees no
 * money, starts on today's attendance.
 */
export function HomeRoute({ overview }: { overview: ReactNode }) {
  const readsOrders = useCan('orders.read');
  const marks = useCan('attendance.mark');
  if (!readsOrders && marks) return <Navigate to="/attendance" replace />;
  return <>{overview}</>;
}
