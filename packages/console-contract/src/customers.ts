import { z } from 'zod';
import { AdmissionSummary } from './admissions';
import { id, isoDate } from './fields';
import { OrderSummary } from './orders';

/*
 * Wire schemas of the console's customers (`/admin/api/customers`).
 */

// ---------------------------------------------------------------------------------------- customers
export const CustomerSummary = z.object({
  id,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  createdAt: isoDate,
  orders: z.number().int(),
  admissions: z.number().int(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerDetail = CustomerSummary.extend({
  gstNo: z.string(),
  orderList: z.array(OrderSummary),
  admissionList: z.array(AdmissionSummary),
});
