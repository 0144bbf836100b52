import { PaymentFailedPage } from '@skatekit/react/checkout';

export default async function PaymentFailed({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PaymentFailedPage orderId={decodeURIComponent(id)} />;
}
