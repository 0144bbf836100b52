import { PaymentSuccessPage } from '@skatekit/react/checkout';

/** Where the checkout lands after paying (the route every host app must provide). */
export default async function PaymentSuccess({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentSuccessPage orderId={decodeURIComponent(id)} />;
}
