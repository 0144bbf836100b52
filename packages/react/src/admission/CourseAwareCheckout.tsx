import type { ReactNode } from 'react';
import { useCheckout } from '../hooks/useCheckout';
import { AdmissionCheckoutPage } from './AdmissionCheckoutPage';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';

export interface CourseAwareCheckoutProps {
  /** The shop checkout, shown for everything that is not a course fee. */
  children?: ReactNode;
}

/**
 * /checkout for both flows: checkout data holding a course (its course flag set) is paid as an
 * admission (POST /admission-pay, no delivery address); anything else goes to the shop checkout.
 * @example <CourseAwareCheckout><CheckoutPage /></CourseAwareCheckout>
 */
export function CourseAwareCheckout({ children }: CourseAwareCheckoutProps) {
  useSkateStyles(ADMISSION_SHEETS);
  const course = useCheckout((state) => Boolean(state.data?.course));
  return course ? <AdmissionCheckoutPage /> : (children ?? null);
}
