import { MOBILE_DIGITS, OTP_DIGITS, ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { otpDigitLabel, TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubRoutes } from '../test/harness';
import { renderForm } from '../test/form';
import { RegisterPage } from './RegisterPage';

const EMAIL = 'asha@example.com';
const newUser = { user_id: 'u9', full_name: 'Asha Rao', email: EMAIL };

const box = (n: number) => screen.getByRole('textbox', { name: otpDigitLabel(n, OTP_DIGITS) });

function setup(extra: StubRoutes = {}) {
  return renderForm(<RegisterPage />, {
    'POST /registeruser/api/send-otp': { success: true, message: 'sent' },
    'POST /registeruser/api/verify-otp': { success: true, message: 'ok' },
    'POST /registeruser/api/signup': { newUser, message: 'created' },
    'POST /loginuser': { user: newUser, accessToken: 'a', refreshToken: 'r' },
    'GET /cart/u9': { data: [] },
    ...extra,
  });
}

async function toStep2(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), EMAIL);
  await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
  await screen.findByText(TEXTS.OTP_SENT_SUCCESS);
}

describe('RegisterPage', { timeout: 30_000 }, () => {
  it('step 1 refuses an e-mail without @ and a dot ("Invalid email address")', async () => {
    const { ui, calls } = setup();
    await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), 'asha-at-example');
    await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
    expect(screen.getByText(TEXTS.EMAIL_INVALID_SIGNUP)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/registeruser/api/send-otp')).toBe(false);
  });

  it('sends the OTP, then shows OTP Verification with six single-digit boxes; focus moves on and Backspace moves back', async () => {
    const { ui, calls } = setup();
    await toStep2(ui);
    expect(calls.find((c) => c.url === '/registeruser/api/send-otp')?.body).toMatchObject({ email: EMAIL });
    expect(screen.getByRole('heading', { name: TEXTS.OTP_VERIFICATION })).toBeInTheDocument();
    // Said once: the heading; the boxes have their own label.
    expect(screen.getAllByText('OTP Verification')).toHaveLength(1);
    expect(screen.getByRole('group', { name: TEXTS.OTP_CODE_LABEL })).toBeInTheDocument();
    for (let n = 1; n <= OTP_DIGITS; n++) expect(box(n)).toBeInTheDocument();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await ui.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await ui.keyboard('x'); // not a digit: ignored, focus stays
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await ui.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue('');
  });

  it('pasting a whole code fills every box', async () => {
    const { ui } = setup();
    await toStep2(ui);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await ui.paste('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
  });

  it('stays silent when the server refuses the OTP (button re-enabled, no step change)', async () => {
    const { ui } = setup({
      'POST /registeruser/api/verify-otp': { status: 400, body: { success: false, message: 'Invalid OTP' } },
    });
    await toStep2(ui);
    await ui.paste('111111');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.VERIFY_OTP })).toBeEnabled());
    expect(screen.queryByText('Invalid OTP')).toBeNull();
    expect(screen.getByRole('heading', { name: TEXTS.OTP_VERIFICATION })).toBeInTheDocument();
  });

  it('step 3: phone keeps digits only (at most 10), e-mail is read-only, then "Registration successful!" and /', async () => {
    const { ui, calls, navigate } = setup();
    await toStep2(ui);
    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    expect(await screen.findByText(TEXTS.OTP_VERIFIED)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/registeruser/api/verify-otp')?.body).toMatchObject({
      email: EMAIL,
      otp: '123456',
    });

    const phone = screen.getByLabelText(TEXTS.PHONE_NUMBER, { exact: false });
    await ui.type(phone, '98a76-54321099');
    expect(phone).toHaveValue('9876543210');
    expect((phone as HTMLInputElement).value).toHaveLength(MOBILE_DIGITS);
    // Two digits too many were typed: the box says so, and signing up waits until the number is checked.
    expect(screen.getByText(TEXTS.MOBILE_DIGITS_CUT)).toBeInTheDocument();
    expect(screen.getByDisplayValue(EMAIL)).toHaveAttribute('readonly');

    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    expect(screen.getByText(TEXTS.FIELD_REQUIRED)).toBeInTheDocument(); // full name
    expect(screen.getByText(TEXTS.PASSWORD_MIN_LOGIN)).toBeInTheDocument();
    expect(screen.getAllByText(TEXTS.MOBILE_DIGITS_CUT)).toHaveLength(1);
    await ui.clear(phone);
    await ui.type(phone, '9876543210');
    expect(screen.queryByText(TEXTS.MOBILE_DIGITS_CUT)).toBeNull();

    await ui.type(screen.getByLabelText(TEXTS.FULL_NAME, { exact: false }), 'Asha Rao');
    await ui.type(screen.getByLabelText(TEXTS.PASSWORD, { exact: false }), 'secret1');
    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    expect(await screen.findByText(TEXTS.REGISTRATION_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.home));
    expect(calls.find((c) => c.url === '/registeruser/api/signup')?.body).toMatchObject({
      email: EMAIL,
      mobile: '9876543210',
      full_name: 'Asha Rao',
      password: 'secret1',
    });
  });

  it('issue 39: after registering at checkout the shopper goes back to /checkout, not Home', async () => {
    const { ui, navigate, storage } = setup();
    storage.setItem(STORAGE_KEYS.returnTo, ROUTES.checkout);
    await toStep2(ui);
    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    await screen.findByText(TEXTS.OTP_VERIFIED);
    await ui.type(screen.getByLabelText(TEXTS.PHONE_NUMBER, { exact: false }), '9876543210');
    await ui.type(screen.getByLabelText(TEXTS.FULL_NAME, { exact: false }), 'Asha Rao');
    await ui.type(screen.getByLabelText(TEXTS.PASSWORD, { exact: false }), 'secret1');
    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    expect(navigate).not.toHaveBeenCalledWith(ROUTES.home);
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });

  it('keeps the digits of a pasted "98a20-1234567890", then 10, and does not sign up with the cut number', async () => {
    const { ui, calls, navigate } = setup();
    await toStep2(ui);
    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    await screen.findByText(TEXTS.OTP_VERIFIED);
    const phone = screen.getByLabelText(TEXTS.PHONE_NUMBER, { exact: false });
    await ui.click(phone);
    await ui.paste('98a20-1234567890');
    expect(phone).toHaveValue('9820123456');
    expect(phone).not.toHaveAttribute('maxlength');
    await ui.type(screen.getByLabelText(TEXTS.FULL_NAME, { exact: false }), 'Asha Rao');
    await ui.type(screen.getByLabelText(TEXTS.PASSWORD, { exact: false }), 'secret1');
    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    expect(
      await screen.findByText(
        'That had more than 10 digits; only the first 10 were kept. Please check the number.',
      ),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url === '/registeruser/api/signup')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    // A number that is too short is refused too.
    await ui.clear(phone);
    await ui.type(phone, '98201');
    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    expect(await screen.findByText(TEXTS.MOBILE_INVALID)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/registeruser/api/signup')).toBe(false);
  });

  it('stays silent when the signup is refused', async () => {
    const { ui, navigate } = setup({
      'POST /registeruser/api/signup': { status: 409, body: { message: TEXTS.EMAIL_ALREADY_REGISTERED } },
    });
    await toStep2(ui);
    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    await screen.findByText(TEXTS.OTP_VERIFIED);
    await ui.type(screen.getByLabelText(TEXTS.FULL_NAME, { exact: false }), 'Asha Rao');
    await ui.type(screen.getByLabelText(TEXTS.PASSWORD, { exact: false }), 'secret1');
    await ui.click(screen.getByRole('button', { name: TEXTS.REGISTER }));
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.REGISTER })).toBeEnabled());
    expect(screen.queryByText(TEXTS.EMAIL_ALREADY_REGISTERED)).toBeNull();
    expect(screen.queryByText(TEXTS.REGISTRATION_SUCCESS)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
