import { REDIRECT_MS } from '../timings';
import { OTP_DIGITS, ROUTES } from '@skatekit/core/rules';
import { otpDigitLabel, TEXTS } from '@skatekit/core/texts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubRoutes } from '../test/harness';
import { renderForm } from '../test/form';
import { ResetPage } from './ResetPage';

const EMAIL = 'asha@example.com';
const box = (n: number) => screen.getByRole('textbox', { name: otpDigitLabel(n, OTP_DIGITS) });

function setup(extra: StubRoutes = {}) {
  return renderForm(<ResetPage />, {
    'POST /registeruser/api/resetsend-otp': { success: true, message: 'sent' },
    'POST /registeruser/api/verify-otp': { success: true, message: 'ok' },
    'POST /registeruser/api/reset-password': { success: true, message: 'done' },
    ...extra,
  });
}

async function toStep2(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), EMAIL);
  await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
  await screen.findByText(TEXTS.OTP_SENT_TO_EMAIL);
}

async function toStep3(ui: ReturnType<typeof userEvent.setup>) {
  await toStep2(ui);
  await waitFor(() => expect(box(1)).toHaveFocus());
  await ui.paste('654321');
  await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
  await screen.findByLabelText(TEXTS.NEW_PASSWORD, { exact: false });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ResetPage', { timeout: 30_000 }, () => {
  it('step 1 asks for a valid e-mail ("Please enter a valid email address")', async () => {
    const { ui, calls } = setup();
    await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), 'asha@example');
    await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
    expect(screen.getByText(TEXTS.EMAIL_INVALID_RESET)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/registeruser/api/resetsend-otp')).toBe(false);
  });

  it('shows "Error sending OTP" when sending fails', async () => {
    const { ui } = setup({ 'POST /registeruser/api/resetsend-otp': new TypeError('Failed to fetch') });
    await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), EMAIL);
    await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
    expect(await screen.findByText(TEXTS.ERROR_SENDING_OTP)).toBeInTheDocument();
  });

  it('step 2 needs all 6 digits ("Please enter all 6 digits of OTP")', async () => {
    const { ui, calls } = setup();
    await toStep2(ui);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await ui.keyboard('12345');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    expect(screen.getByText(TEXTS.OTP_INCOMPLETE)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/registeruser/api/verify-otp')).toBe(false);
  });

  it('shows "Error verifying OTP" when verifying fails', async () => {
    const { ui } = setup({ 'POST /registeruser/api/verify-otp': new TypeError('Failed to fetch') });
    await toStep2(ui);
    await ui.paste('654321');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    expect(await screen.findByText(TEXTS.ERROR_VERIFYING_OTP)).toBeInTheDocument();
  });

  it('step 3 checks the length and the confirmation', async () => {
    const { ui, calls } = setup();
    await toStep3(ui);
    await ui.type(screen.getByLabelText(TEXTS.NEW_PASSWORD, { exact: false }), '12345');
    await ui.click(screen.getByRole('button', { name: TEXTS.RESET_PASSWORD }));
    expect(screen.getByText(TEXTS.PASSWORD_MIN_RESET)).toBeInTheDocument();
    await ui.type(screen.getByLabelText(TEXTS.NEW_PASSWORD, { exact: false }), '6');
    await ui.type(screen.getByLabelText(TEXTS.CONFIRM_PASSWORD, { exact: false }), '123457');
    await ui.click(screen.getByRole('button', { name: TEXTS.RESET_PASSWORD }));
    expect(screen.getByText(TEXTS.PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/registeruser/api/reset-password')).toBe(false);
  });

  it('shows "Error resetting password" when the reset fails', async () => {
    const { ui } = setup({ 'POST /registeruser/api/reset-password': new TypeError('Failed to fetch') });
    await toStep3(ui);
    await ui.type(screen.getByLabelText(TEXTS.NEW_PASSWORD, { exact: false }), 'newpass1');
    await ui.type(screen.getByLabelText(TEXTS.CONFIRM_PASSWORD, { exact: false }), 'newpass1');
    await ui.click(screen.getByRole('button', { name: TEXTS.RESET_PASSWORD }));
    expect(await screen.findByText(TEXTS.ERROR_RESETTING_PASSWORD)).toBeInTheDocument();
  });

  it(`resets, says "Password reset successfully!" and goes to /login after ${REDIRECT_MS} ms`, async () => {
    const { ui, calls, navigate } = setup();
    await toStep3(ui);
    await ui.type(screen.getByLabelText(TEXTS.NEW_PASSWORD, { exact: false }), 'newpass1');
    await ui.type(screen.getByLabelText(TEXTS.CONFIRM_PASSWORD, { exact: false }), 'newpass1');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.RESET_PASSWORD }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(TEXTS.PASSWORD_RESET_SUCCESS)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/registeruser/api/reset-password')?.body).toMatchObject({
      email: EMAIL,
      newPassword: 'newpass1',
      otp: '654321',
    });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_MS - 10));
    expect(navigate).not.toHaveBeenCalledWith(ROUTES.login);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(navigate).toHaveBeenCalledWith(ROUTES.login);
  });
});
