import { selectIsSignedIn } from '@skatekit/core';
import {
  chatLink,
  normaliseMobile,
  type QuoteForm,
  quoteChatMessage,
  ROUTES,
  validateQuote,
} from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useSession, useSettings } from '../hooks/useStores';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { TextAreaField, TextField } from '../shell/Field';
import { keepNumber, NumberField } from '../shell/NumberField';
import { useFormFields } from '../shell/useFormFields';
import { Button } from '../ui/Button';
import { useSkateStyles } from '../provider/sheets';
import { ENQUIRY_SHEETS } from '../styles/groups/enquiry';

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
  useSkateStyles(ENQUIRY_SHEETS);
  const { returnPage, settings } = useStorefront();
  const navigate = useSkateNavigate();
  const signedIn = useSession(selectIsSignedIn);
  const loadSettings = useSettings((state) => state.loadSettings);

  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  const { busy, bind, onSubmit } = useFormFields(EMPTY, {
    validate: validateQuote,
    normalise: { phone: keepNumber('mobile') },
    submit: async (valid) => {
      if (!signedIn) {
        returnPage.getState().rememberReturnPage(returnTo);
        navigate(ROUTES.login);
        return;
      }
      await loadSettings();
      // Read after loading: the settings may have arrived only now.
      const number = settings.getState().help?.whatsapp_number;
      const message = quoteChatMessage({ ...valid, phone: normaliseMobile(valid.phone), items });
      const link = number ? chatLink(number, message) : null;
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
    },
  });

  return (
    <form className="skate-quote-form" noValidate onSubmit={onSubmit}>
      <TextField label={TEXTS.FULL_NAME} {...bind('name')} autoComplete="name" required />
      <NumberField kind="mobile" label={TEXTS.PHONE_NUMBER} {...bind('phone')} autoComplete="tel" required />
      <TextField label={TEXTS.EMAIL_ADDRESS} {...bind('email')} type="email" autoComplete="email" />
      <TextAreaField label={TEXTS.DESCRIPTION} {...bind('description')} rows={3} />
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? TEXTS.LOADING : TEXTS.PROCEED_TO_CHECKOUT}
      </Button>
    </form>
  );
}
