import type { StockRow } from '@skatekit/console-contract';
import { useState } from 'react';
import { FormError } from '../../ui/states';
import { useWriteStock } from './useStock';

const UNLIMITED = 'Unlimited Stock';

/**
 * One stock line's controls: set the units on hand (sent with the figure shown, so a sale or another
 * member's change in between is refused, not overwritten) or adjust by a number of units.
 */
export function StockLineForm({ line }: { line: StockRow }) {
  const write = useWriteStock();
  const name = line.variationSku ?? line.sku;
  const shown = line.onHand === null ? 'Unlimited' : String(line.onHand);
  const [onHand, setOnHand] = useState(shown);
  const [delta, setDelta] = useState('');
  const expected = line.onHand === null ? UNLIMITED : line.onHand;
  const target = { productId: line.productId, variationSku: line.variationSku ?? undefined };
  return (
    <div className="stock-line-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const value = /^unlimited/i.test(onHand.trim()) ? UNLIMITED : Number(onHand);
          write.mutate({
            productId: line.productId,
            body: { mode: 'set', variationSku: target.variationSku, onHand: value as number, expected },
          });
        }}
      >
        <label>
          On hand of {name}
          <input
            value={onHand}
            onChange={(event) => setOnHand(event.target.value)}
            inputMode="numeric"
            size={8}
          />
        </label>
        <button type="submit" className="button" disabled={write.isPending}>
          Set stock of {name}
        </button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate(
            {
              productId: line.productId,
              body: { mode: 'adjust', variationSku: target.variationSku, delta: Number(delta) },
            },
            { onSuccess: () => setDelta('') },
          );
        }}
      >
        <label>
          Adjust {name} by
          <input
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
            inputMode="numeric"
            size={6}
            placeholder="+5 or -2"
          />
        </label>
        <button type="submit" className="button" disabled={write.isPending || !delta.trim()}>
          Adjust {name}
        </button>
      </form>
      <FormError error={write.error} />
      {write.isSuccess ? <p role="status">Stock of {name} saved.</p> : null}
    </div>
  );
}
