// @skatekit/react/academy: the skating school's screens (issue 37): the timetable (enrol, waiting list,
// trial class) and My Account's Students tab. Its own entry and chunk: the shop's pages never carry it.
export { Timetable, type TimetableProps } from './Timetable';
export { Fees, type FeesProps, FeeTable, type FeeTableProps, isOpenFee, MyFees } from './Fees';
export { FEE_PAY_ROUTE, FeePayLinkPage, type FeePayLinkPageProps } from './FeePayLinkPage';
export { FeeReceipt, type FeeReceiptProps, FeeReceiptSheet } from './FeeReceipt';
export { StudentsTab, type StudentsTabProps } from './StudentsTab';
export { academyOf, TIMETABLE_ROUTE } from './client';
export { academyCss, academySheet } from './academy.css';
