import { parseProductRoute } from '@skatekit/core/rules';
import { SkateHydrate } from '@skatekit/react/provider';
import { ProductDetailPage } from '@skatekit/react/product';
import type { Metadata } from 'next';
import { loadPage } from '../../../../lib/skate';

type Params = { params: Promise<{ title: string; id: string }> };

/** The product page: the product (title, price, stock) is loaded on the server and is in its HTML. */
export default async function Product({ params }: Params) {
  const { title, id } = await params;
  const route = parseProductRoute(title, id);
  const state = await loadPage({
    products: route ? [route.id] : [],
    catalogue: ['categories'],
    settings: true,
  });
  return (
    <SkateHydrate state={state}>
      <ProductDetailPage titleSegment={title} idSegment={id} />
    </SkateHydrate>
  );
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { title, id } = await params;
  return { title: parseProductRoute(title, id)?.title ?? 'Product' };
}
