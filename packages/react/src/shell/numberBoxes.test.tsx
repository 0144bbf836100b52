import { STORAGE_KEYS } from '@skatekit/core/rules';
import { User } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AdmissionFormPage } from '../admission/AdmissionFormPage';
import { QuoteModal } from '../cart/QuoteModal';
import { ContactInfo } from '../checkout/ContactInfo';
import { ContactPage } from '../enquiry/ContactPage';
import { EnquiryFormPage } from '../enquiry/EnquiryFormPage';
import { QuoteCheckoutForm } from '../enquiry/QuoteCheckoutForm';
import { MERCHANT, renderSkate } from '../test/harness';
import { STORED_USER, settingsRoutes, signedInRoutes } from './testRoutes';

// Issue 26, item 3: every number box keeps the digits of what is typed, pasted or autofilled and
// only then caps them (Aadhar 12, mobile 10 after a leading +91 or 0). A `maxlength` on the box cut
// the raw text first: "+91 98200 12345" became "9198200". user-event honours maxlength as a browser
// does, so these cases fail on such a box.

const user = User.parse({ user_id: 'u1', full_name: 'Asha', email: 'a@x.in', mobile: '', user_gstNo: '' });
const noop = async () => {};

/** Every screen with a number box, how to draw it, and the box's label. */
const BOXES: {
  name: string;
  label: string;
  kind: 'mobile' | 'aadhar';
  ui: () => ReactElement;
  signedIn?: boolean;
}[] = [
  {
    name: 'admission form Aadhar',
    label: TEXTS.AADHAR_NUMBER,
    kind: 'aadhar',
    ui: () => <AdmissionFormPage />,
    signedIn: true,
  },
  {
    name: 'admission form mobile',
    label: TEXTS.MOBILE_NUMBER,
    kind: 'mobile',
    ui: () => <AdmissionFormPage />,
    signedIn: true,
  },
  { name: 'enquiry form mobile', label: TEXTS.MOBILE_NUMBER, kind: 'mobile', ui: () => <EnquiryFormPage /> },
  { name: 'contact page phone', label: TEXTS.PHONE, kind: 'mobile', ui: () => <ContactPage /> },
  {
    name: 'quote checkout phone',
    label: TEXTS.PHONE_NUMBER,
    kind: 'mobile',
    ui: () => <QuoteCheckoutForm />,
  },
  {
    name: 'checkout contact mobile',
    label: TEXTS.MOBILE_NUMBER,
    kind: 'mobile',
    ui: () => <ContactInfo user={user} onSave={noop} />,
  },
  {
    name: 'cart quote modal phone',
    label: TEXTS.PHONE_NUMBER,
    kind: 'mobile',
    ui: () => <QuoteModal open onClose={() => {}} lines={[]} onSubmit={noop} onSent={() => {}} />,
  },
];

/** What was entered, and what the box must keep. */
const CASES = {
  aadhar: { pasted: '1234 5678 9012', typed: '1234-5678-9012', kept: '123456789012' },
  mobile: { pasted: '+91 98200 12345', typed: '098200 12345', kept: '9820012345' },
};

async function renderBox(entry: (typeof BOXES)[number]) {
  const ui = userEvent.setup({ delay: null });
  renderSkate(entry.ui(), {
    stored: entry.signedIn ? { [STORAGE_KEYS.user]: STORED_USER } : {},
    routes: {
      ...settingsRoutes(),
      ...signedInRoutes(),
      'GET /admission/single/u1': { user: null },
      [`GET /classlevel/${MERCHANT}`]: { data: [] },
      [`GET /register/officesingle/${MERCHANT}`]: { data: {} },
    },
  });
  const box = (await screen.findAllByLabelText(entry.label, { exact: false })).find(
    (element) => element.tagName === 'INPUT',
  ) as HTMLInputElement;
  return { ui, box };
}

describe.each(BOXES)('$name', { timeout: 30_000 }, (entry) => {
  const { pasted, typed, kept } = CASES[entry.kind];

  it(`keeps ${kept} of a paste of "${pasted}"`, async () => {
    const { ui, box } = await renderBox(entry);
    await ui.click(box);
    await ui.paste(pasted);
    expect(box).toHaveValue(kept);
    expect(box).not.toHaveAttribute('maxlength');
  });

  it(`keeps ${kept} of an autofill (one input event with the whole value)`, async () => {
    const { box } = await renderBox(entry);
    fireEvent.change(box, { target: { value: pasted } });
    expect(box).toHaveValue(kept);
  });

  it(`keeps ${kept} when "${typed}" is typed key by key`, async () => {
    const { ui, box } = await renderBox(entry);
    await ui.type(box, typed);
    expect(box).toHaveValue(kept);
  });
});
