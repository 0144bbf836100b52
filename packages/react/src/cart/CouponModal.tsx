import { TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useSkateStyles } from '../provider/sheets';
import { CART_SHEETS } from '../styles/groups/cart';

export interface CouponModalProps {
  open: boolean;
  onClose: () => void;
  /** Checks and applies the code; answers the message to show and whether it worked. */
  onApply: (code: string) => Promise<{ ok: boolean; message: string }>;
}

/** The coupon box: a code, Apply; the message ("Please enter a coupon code", "Invalid coupon"...) shows under it. */
export function CouponModal({ open, onClose, onApply }: CouponModalProps) {
  useSkateStyles(CART_SHEETS);
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={TEXTS.APPLY_COUPON}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          try {
            const result = await onApply(code);
            setMessage(result.ok ? null : result.message);
            if (result.ok) {
              setCode('');
              onClose();
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          id={id}
          label={TEXTS.COUPON_PLACEHOLDER}
          error={message}
          alertError={false}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
        />
        <Button type="submit" block loading={busy}>
          {TEXTS.APPLY}
        </Button>
      </form>
    </Modal>
  );
}
