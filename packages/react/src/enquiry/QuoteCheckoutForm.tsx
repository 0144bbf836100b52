import {
  chatLink,
  type FieldErrors,
  hasErrors,
  normaliseMobile,
  type QuoteForm,
  quoteChatMessage,
  ROUTES,
  selectIsSignedIn,
  TEXTS,
  validateQuote,
} from '@skatekit/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSession, useSettings } from '../hooks/useStores';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { TextAreaField, TextField } from '../shell/Field';
import { Button } from '../ui/Button';

const EMPTY: Required<QuoteForm> = { name: '', phone: '', email: '', description: '' };

export interface QuoteCheckoutFormProps {
  /** Names of the items asked about, written into the chat message. */
  items?: readonly string[];
  /** Page to come back to after login (default /cart). */
  returnTo?: string;
}

/**
 * The checkout-style quote form: Full Name, Phone Number (normalised to 10 digits), Email Address,
 * Description; "Proceed to Checkout" ("Loading..." while busy). A guest is sent to /login with the cart
 * page remembered; a signed-in user gets the merchant's chat opened with the request as its text.
 */
export function QuoteCheckoutForm({ items = [], returnTo = ROUTES.cart }: QuoteCheckoutFormProps) {
  const { returnPage, settings } = useStorefront();
  const navigate = useSkateNavigate();
  const signedIn = useSession(selectIsSignedIn);
  const loadSettings = useSettings((state) => state.loadSettings);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof QuoteForm>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  const set = (field: keyof QuoteForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuote(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      if (!signedIn) {
        returnPage.getState().rememberReturnPage(returnTo);
        navigate(ROUTES.login);
        return;
      }
      await loadSettings();
      // Read after loading: the settings may have arrived only now.
      const number = settings.getState().help?.whatsapp_number;
      const message = quoteChatMessage({ ...form, phone: normaliseMobile(form.phone), items });
      const link = number ? chatLink(number, message) : null;
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="skate-quote-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={TEXTS.FULL_NAME}
        name="name"
        autoComplete="name"
        required
        value={form.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label={TEXTS.PHONE_NUMBER}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={form.phone}
        error={errors.phone}
        onChange={(e) => set('phone', e.target.value)}
      />
      <TextField
        label={TEXTS.EMAIL_ADDRESS}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextAreaField
        label={TEXTS.DESCRIPTION}
        name="description"
        rows={3}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? TEXTS.LOADING : TEXTS.PROCEED_TO_CHECKOUT}
      </Button>
    </form>
  );
}
