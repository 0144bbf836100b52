import type { QuoteChange } from '@skatekit/core/rules';
import { formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { Button } from '../ui/Button';

export interface PriceChangedNoticeProps {
  /** What the page showed and what the server charges instead (a refused order's `change`). */
  change: QuoteChange;
  /** The shopper accepts the new figures: the order is placed for them. */
  onConfirm: () => void;
  /** Whether the confirmed order is being placed. */
  busy?: boolean;
}

/**
 * "The price has changed": the total the page showed beside the one the server charges, and the
 * button that places the order for the new amount. Nothing is paid until the shopper presses it.
 */
export function PriceChangedNotice({ change, onConfirm, busy = false }: PriceChangedNoticeProps) {
  const { shown, charged } = change;
  return (
    <div className="skate-alert skate-alert--warning" role="alert" part="price-changed">
      <p>
        <strong>{TEXTS.PRICE_CHANGED}</strong>
      </p>
      <p>
        <del>{formatInr(shown.total)}</del> → <ins>{formatInr(charged.total)}</ins>
        {charged.pay_now !== charged.total ? (
          <>
            {' '}
            ({TEXTS.ADVANCE_DUE_NOW}: {formatInr(charged.pay_now)})
          </>
        ) : null}
      </p>
      <Button variant="action" block loading={busy} onClick={onConfirm}>
        {TEXTS.CONFIRM_NEW_PRICE}
      </Button>
    </div>
  );
}
