import { checkPincode, type PincodeCheck as PincodeCheckResult } from '@skatekit/core/rules';
import type { Pincode } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useRef, useState } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { Button } from '../ui/Button';
import { TruckIcon } from '../ui/icons';
import { useSkateStyles } from '../provider/sheets';
import { PRODUCT_SHEETS } from '../styles/groups/product';

export interface PincodeCheckProps {
  /** The product's delivery_days (the estimate is today plus these). */
  deliveryDays: number;
  /** Today, for the estimate (tests pin it). */
  now?: () => Date;
}

/**
 * The product page's pincode check with core's texts: "Please enter a valid pincode",
 * "Delivery available to {pincode}" and an estimated date, or "Sorry, delivery is not available to {pincode}".
 */
export function PincodeCheck({ deliveryDays, now = () => new Date() }: PincodeCheckProps) {
  useSkateStyles(PRODUCT_SHEETS);
  const { api } = useStorefront();
  const id = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<PincodeCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const pincodes = useRef<Pincode[] | null>(null);

  const check = async () => {
    let list = pincodes.current;
    if (value.trim().length > 0 && list === null) {
      setChecking(true);
      try {
        list = await api.delivery.pincodes();
        pincodes.current = list;
      } catch (error) {
        // Without the list no pincode can be confirmed (null); the check then reads as "not available".
        console.error(error);
      } finally {
        setChecking(false);
      }
    }
    setResult(checkPincode(value, list, deliveryDays, now()));
  };

  return (
    <div className="skate-card skate-pincode" part="card">
      <form
        className="skate-pincode-form"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
        noValidate
      >
        <label htmlFor={id} className="skate-visually-hidden">
          {TEXTS.PINCODE}
        </label>
        <input
          id={id}
          className="skate-input"
          part="input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={TEXTS.PINCODE_PLACEHOLDER}
          value={value}
          maxLength={10}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-result`}
          aria-invalid={result?.ok === false && result.reason === 'invalid' ? true : undefined}
        />
        <Button type="submit" variant="outline" loading={checking}>
          {TEXTS.CHECK}
        </Button>
      </form>
      <div id={`${id}-result`} aria-live="polite">
        {result ? (
          result.ok ? (
            <p className="skate-pincode-result skate-pincode-result--ok">
              <TruckIcon /> {result.value.message}
              <br />
              <span>{result.value.estimateText}</span>
            </p>
          ) : (
            <p className="skate-pincode-result skate-pincode-result--bad">{result.message}</p>
          )
        ) : null}
      </div>
    </div>
  );
}
