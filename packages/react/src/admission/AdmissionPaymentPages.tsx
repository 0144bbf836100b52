import { PaymentResultPage } from '../payment/PaymentResultPage';
import { useRequireUser } from '../shell/useRequireUser';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';

export interface AdmissionPaymentPageProps {
  /** The admission payment id of the route. */
  orderId: string;
}

/** /payment-successad/{id}: the admission payment's success page (kind 'admission'), then /my-account after 2 s. */
export function AdmissionPaymentSuccessPage({ orderId }: AdmissionPaymentPageProps) {
  useSkateStyles(ADMISSION_SHEETS);
  const user = useRequireUser();
  if (!user) return null;
  return <PaymentResultPage orderId={orderId} outcome="success" kind="admission" />;
}

/** /payment-failedad/{id}: the admission payment's failed page (kind 'admission'), login required. */
export function AdmissionPaymentFailedPage({ orderId }: AdmissionPaymentPageProps) {
  useSkateStyles(ADMISSION_SHEETS);
  const user = useRequireUser();
  if (!user) return null;
  return <PaymentResultPage orderId={orderId} outcome="failed" kind="admission" />;
}
