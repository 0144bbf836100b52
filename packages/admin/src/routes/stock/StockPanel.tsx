import { ErrorState, LoadingState } from '../../ui/states';
import { StockLineForm } from './StockLineForm';
import { useStockList } from './useStock';

/** A product's stock lines (itself, or each variation): on hand, held by unpaid orders, and the controls. */
export function StockPanel({ productId }: { productId: string }) {
  const lines = useStockList({ productId, pageSize: 100 });
  return (
    <section className="card" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      {lines.isPending ? (
        <LoadingState label="Loading stock" />
      ) : lines.isError ? (
        <ErrorState error={lines.error} onRetry={() => void lines.refetch()} />
      ) : (
        <ul className="stock-lines">
          {lines.data.data.map((line) => (
            <li key={`${line.variationSku ?? ''}`}>
              <p>
                <strong>{line.variationSku ?? line.sku}</strong> {line.label}:{' '}
                {line.onHand === null ? 'Unlimited' : line.onHand} on hand, {line.held} held by unpaid orders
                {line.low ? ' (low)' : ''}
              </p>
              <StockLineForm key={`${line.onHand}`} line={line} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
