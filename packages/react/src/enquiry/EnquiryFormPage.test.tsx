import { TEXTS } from '@skatekit/core/texts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MERCHANT, type StubRoutes } from '../test/harness';
import { field, renderForm } from '../test/form';
import { EnquiryFormPage } from './EnquiryFormPage';

function setup(extra: StubRoutes = {}) {
  return renderForm(<EnquiryFormPage />, {
    [`GET /classlevel/${MERCHANT}`]: { data: [] },
    'POST /inquiry': { success: true, message: 'ok' },
    ...extra,
  });
}

async function fill(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(field(TEXTS.NAME), 'Asha Rao');
  await ui.type(field(TEXTS.MOBILE_NUMBER), '9876543210');
  await ui.type(field(TEXTS.EMAIL), 'asha@example.com');
  await ui.type(field(TEXTS.MESSAGE), 'Weekend batches?');
}

describe('EnquiryFormPage', { timeout: 30_000 }, () => {
  it('"Enquiry Form" requires name, mobile and email; the message is optional', async () => {
    const { ui, calls } = setup();
    expect(screen.getByRole('heading', { name: TEXTS.ENQUIRY_FORM })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(screen.getAllByText(TEXTS.FIELD_REQUIRED)).toHaveLength(3);
    expect(field(TEXTS.MESSAGE)).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.url.startsWith('/inquiry'))).toBe(false);
  });

  it('sends the e-mail as `email` (not in `school`), shows "Loading..." and then "Enquiry Sent"', async () => {
    const { ui, calls } = setup();
    await fill(ui);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(screen.getByRole('button', { name: TEXTS.LOADING })).toBeDisabled();
    expect(await screen.findByText(TEXTS.ENQUIRY_SENT)).toBeInTheDocument();
    const call = calls.find((c) => c.url.startsWith('/inquiry'));
    expect(call?.url).toBe(`/inquiry?main_id=${MERCHANT}`);
    const body = call?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.com',
      remark: 'Weekend batches?',
    });
    expect(body.school).toBeUndefined();
  });

  it('shows nothing when the enquiry is refused (the button comes back)', async () => {
    const { ui } = setup({ 'POST /inquiry': { status: 400, body: { message: 'Refused' } } });
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.SUBMIT })).toBeEnabled());
    expect(screen.queryByText('Refused')).toBeNull();
    expect(screen.queryByText(TEXTS.ENQUIRY_SENT)).toBeNull();
  });
});
