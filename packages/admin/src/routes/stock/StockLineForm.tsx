import type { StockRow } from '@skatekit/console-contract';
import { useState } from 'react';
import { FormError } from '../../ui/states';
import { NumberForm } from './NumberForm';
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
      <NumberForm
        label={<>On hand of {name}</>}
        value={onHand}
        onChange={setOnHand}
        size={8}
        submit={<>Set stock of {name}</>}
        disabled={write.isPending}
        onSubmit={() => {
          const value = /^unlimited/i.test(onHand.trim()) ? UNLIMITED : Number(onHand);
          write.mutate({
            productId: line.productId,
            body: { mode: 'set', variationSku: target.variationSku, onHand: value as number, expected },
          });
        }}
      />
      <NumberForm
        label={<>Adjust {name} by</>}
        value={delta}
        onChange={setDelta}
        size={6}
        placeholder="+5 or -2"
        submit={<>Adjust {name}</>}
        disabled={write.isPending || !delta.trim()}
        onSubmit={() =>
          write.mutate(
            {
              productId: line.productId,
              body: { mode: 'adjust', variationSku: target.variationSku, delta: Number(delta) },
            },
            { onSuccess: () => setDelta('') },
          )
        }
      />
      <FormError error={write.error} />
      {write.isSuccess ? <p role="status">Stock of {name} saved.</p> : null}
    </div>
  );
}
