import { stepOf, TEXTS } from '@skatekit/core/texts';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import { OtpInput } from './OtpInput';
import { OTP_FLOW_STEPS, type OtpFlow } from './useOtpFlow';

export interface OtpFlowCardProps {
  /** The flow's state and submit handlers, from useOtpFlow. */
  flow: OtpFlow;
  /** The heading of steps 1 and 3 (step 2 reads "OTP Verification"). */
  title: string;
  /** Step 3's form, shown once the code is verified. */
  finalStep: ReactNode;
  /** The links under every step. */
  children?: ReactNode;
}

/**
 * The card of an e-mail + OTP flow (register, reset): "Step n of 3", step 1's e-mail and "Send OTP",
 * step 2's six boxes under the e-mail and "Verify OTP", then the page's own final step.
 */
export function OtpFlowCard({ flow, title, finalStep, children }: OtpFlowCardProps) {
  return (
    <AuthCard
      title={flow.step === 2 ? TEXTS.OTP_VERIFICATION : title}
      subtitle={stepOf(flow.step, OTP_FLOW_STEPS)}
    >
      {flow.step === 1 ? <EmailStep flow={flow} /> : null}
      {flow.step === 2 ? <OtpStep flow={flow} /> : null}
      {flow.step === 3 ? finalStep : null}
      {children}
    </AuthCard>
  );
}

function EmailStep({ flow }: { flow: OtpFlow }) {
  return (
    <form noValidate onSubmit={flow.sendOtp}>
      <EmailField value={flow.email} error={flow.emailError} onChange={flow.setEmail} />
      <Button type="submit" block loading={flow.busy}>
        {TEXTS.SEND_OTP}
      </Button>
    </form>
  );
}

function OtpStep({ flow }: { flow: OtpFlow }) {
  return (
    <form noValidate onSubmit={flow.verifyOtp}>
      <p className="skate-auth-subtitle">{flow.email}</p>
      <OtpInput
        label={TEXTS.OTP_CODE_LABEL}
        value={flow.otp}
        onChange={flow.setOtp}
        error={flow.otpError}
        autoFocus
        disabled={flow.busy}
      />
      <Button type="submit" block loading={flow.busy}>
        {TEXTS.VERIFY_OTP}
      </Button>
    </form>
  );
}
