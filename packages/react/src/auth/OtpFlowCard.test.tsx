import { OTP_DIGITS, validateOtp, validateSignupEmail } from '@skatekit/core/rules';
import { otpDigitLabel, stepOf, TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStorefront } from '../provider/useStorefront';
import type { StubRoutes } from '../test/harness';
import { renderForm } from '../test/form';
import { OtpFlowCard } from './OtpFlowCard';
import { OTP_FLOW_STEPS, useOtpFlow } from './useOtpFlow';

const EMAIL = 'asha@example.com';
const box = (n: number) => screen.getByRole('textbox', { name: otpDigitLabel(n, OTP_DIGITS) });

function Flow({ strict }: { strict: boolean }) {
  const { api } = useStorefront();
  const flow = useOtpFlow({
    checkEmail: validateSignupEmail,
    send: (email) => api.auth.sendOtp(email),
    sentMessage: TEXTS.OTP_SENT_SUCCESS,
    checkOtp: strict ? validateOtp : undefined,
    toastVerifyFailure: strict,
  });
  return (
    <OtpFlowCard flow={flow} title={TEXTS.REGISTER} finalStep={<p>final step</p>}>
      <p>footer</p>
    </OtpFlowCard>
  );
}

function setup(strict: boolean, extra: StubRoutes = {}) {
  return renderForm(<Flow strict={strict} />, {
    'POST /registeruser/api/send-otp': { success: true, message: 'sent' },
    'POST /registeruser/api/verify-otp': { success: true, message: 'ok' },
    ...extra,
  });
}

async function sendCode(ui: ReturnType<typeof userEvent.setup>, email = EMAIL) {
  await ui.type(screen.getByLabelText(TEXTS.EMAIL, { exact: false }), email);
  await ui.click(screen.getByRole('button', { name: TEXTS.SEND_OTP }));
}

describe('OtpFlowCard + useOtpFlow', { timeout: 30_000 }, () => {
  it('walks e-mail, code and the final step, with the step line and the footer throughout', async () => {
    const { ui, calls } = setup(false);
    expect(screen.getByRole('heading', { name: TEXTS.REGISTER })).toBeInTheDocument();
    expect(screen.getByText(stepOf(1, OTP_FLOW_STEPS))).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(screen.queryByText('final step')).toBeNull();

    await sendCode(ui, `  ${EMAIL} `);
    expect(await screen.findByText(TEXTS.OTP_SENT_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXTS.OTP_VERIFICATION })).toBeInTheDocument();
    expect(screen.getByText(stepOf(2, OTP_FLOW_STEPS))).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    await waitFor(() => expect(box(1)).toHaveFocus());

    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    expect(await screen.findByText(TEXTS.OTP_VERIFIED)).toBeInTheDocument();
    expect(screen.getByText('final step')).toBeInTheDocument();
    expect(screen.getByText(stepOf(3, OTP_FLOW_STEPS))).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/registeruser/api/verify-otp')?.body).toMatchObject({
      email: EMAIL,
      otp: '123456',
    });
  });

  it("shows the server's message when it refuses to send, and stays on the e-mail step", async () => {
    const { ui } = setup(false, {
      'POST /registeruser/api/send-otp': { success: false, message: 'Too many requests' },
    });
    await sendCode(ui);
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.SEND_OTP })).toBeEnabled();
  });

  it("with toastVerifyFailure a refused code shows the server's message", async () => {
    const { ui } = setup(true, {
      'POST /registeruser/api/verify-otp': { success: false, message: 'Invalid OTP' },
    });
    await sendCode(ui);
    await screen.findByText(TEXTS.OTP_SENT_SUCCESS);
    await ui.paste('111111');
    await ui.click(screen.getByRole('button', { name: TEXTS.VERIFY_OTP }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXTS.OTP_VERIFICATION })).toBeInTheDocument();
  });
});
