import { emptyOtp, otpCode, type ValidationResult } from '@skatekit/core/rules';
import type { OtpResponse } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, useState } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { logSilently, refusalMessage } from '../shell/errors';
import { notify } from '../ui/toast';

/** 1: the e-mail, 2: the six-digit code, 3: the page's own final step. */
export type OtpFlowStep = 1 | 2 | 3;

/** How many steps an OTP flow shows in its "Step n of 3" line. */
export const OTP_FLOW_STEPS = 3;

export interface OtpFlowOptions {
  /** Step 1's e-mail rule (validateSignupEmail or validateResetEmail); its message shows under the field. */
  checkEmail: (raw: string) => ValidationResult<string>;
  /** Asks the server to mail a code to the checked e-mail (the signup or the reset endpoint). */
  send: (email: string) => Promise<OtpResponse>;
  /** The toast once the code is sent. */
  sentMessage: string;
  /** Step 2's check of the six boxes; without one the code goes as typed (registration). */
  checkOtp?: (digits: readonly string[]) => ValidationResult<string>;
  /** Toast a refused or failed verify ("Error verifying OTP"); otherwise it is only logged (registration). */
  toastVerifyFailure?: boolean;
}

export interface OtpFlow {
  step: OtpFlowStep;
  /** The typed e-mail; once sent, the checked (trimmed) one. */
  email: string;
  setEmail: (email: string) => void;
  /** The six boxes, one digit (or '') each. */
  otp: string[];
  setOtp: (digits: string[]) => void;
  /** Step 1's validation message, if any. */
  emailError: string | null;
  /** Step 2's validation message, if any. */
  otpError: string | null;
  /** A call is under way: the current step's button shows its spinner. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Step 1's submit: checks the e-mail, sends the code, toasts, then moves to step 2. */
  sendOtp: (event: FormEvent) => Promise<void>;
  /** Step 2's submit: (checks and) verifies the code, "OTP verified" and step 3. */
  verifyOtp: (event: FormEvent) => Promise<void>;
}

/**
 * The e-mail and OTP steps register and reset share: their state, the send and verify calls and their
 * toasts. A failed send shows the server's message or "Error sending OTP"; the page adds step 3.
 */
export function useOtpFlow({
  checkEmail,
  send,
  sentMessage,
  checkOtp,
  toastVerifyFailure = false,
}: OtpFlowOptions): OtpFlow {
  const { api } = useStorefront();
  const [step, setStep] = useState<OtpFlowStep>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkEmail(email);
    setEmailError(check.ok ? null : check.message);
    if (!check.ok) return;
    setBusy(true);
    try {
      const reply = await send(check.value);
      if (reply.success) {
        notify.success(sentMessage);
        setEmail(check.value);
        setStep(2);
      } else {
        notify.error(reply.message || TEXTS.ERROR_SENDING_OTP);
      }
    } catch (failure) {
      notify.error(refusalMessage(failure, TEXTS.ERROR_SENDING_OTP));
    } finally {
      setBusy(false);
    }
  };

  const verifyOtp = async (event: FormEvent) => {
    event.preventDefault();
    let code = otpCode(otp);
    if (checkOtp) {
      const check = checkOtp(otp);
      setOtpError(check.ok ? null : check.message);
      if (!check.ok) return;
      code = check.value;
    }
    setBusy(true);
    try {
      const reply = await api.auth.verifyOtp(email, code);
      if (reply.success) {
        notify.success(TEXTS.OTP_VERIFIED);
        setStep(3);
      } else if (toastVerifyFailure) {
        notify.error(reply.message || TEXTS.ERROR_VERIFYING_OTP);
      } else {
        logSilently('verify OTP refused', reply.message);
      }
    } catch (failure) {
      if (toastVerifyFailure) notify.error(refusalMessage(failure, TEXTS.ERROR_VERIFYING_OTP));
      else logSilently('verify OTP', failure);
    } finally {
      setBusy(false);
    }
  };

  return { step, email, setEmail, otp, setOtp, emailError, otpError, busy, setBusy, sendOtp, verifyOtp };
}
