// @skatekit/react/account: My Account and its tabs, order tracking and invoices.
export { MyAccountPage, type MyAccountPageProps, type AccountTab } from './MyAccountPage';
export { OrdersTab, type OrdersTabProps } from './OrdersTab';
export { AdmissionTab, type AdmissionTabProps } from './AdmissionTab';
export { HelpTab } from './HelpTab';
export { OrderProducts, type OrderProductsProps } from './OrderProducts';
export { TrackOrderPage, type TrackOrderPageProps } from '../orders/TrackOrderPage';
export { InvoicePage, type InvoicePageProps } from '../orders/InvoicePage';
