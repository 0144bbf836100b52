import type { StoryDefault } from '@ladle/react';
import {
  AuthCard,
  LoginPage,
  NativeGoogleButton,
  OtpInput,
  RegisterPage,
  ResetPage,
} from '@skatekit/react/auth';
import { useState } from 'react';
import { Skate } from './Skate';

export default { title: 'Auth' } satisfies StoryDefault;

export const Login = () => (
  <Skate>
    <LoginPage />
  </Skate>
);
export const LoginMobile = () => (
  <Skate>
    <LoginPage />
  </Skate>
);
LoginMobile.meta = { width: 375 };
export const LoginWhenSignedIn = () => (
  <Skate signedIn>
    <LoginPage />
  </Skate>
);
export const Register = () => (
  <Skate>
    <RegisterPage />
  </Skate>
);
export const RegisterMobile = () => (
  <Skate>
    <RegisterPage />
  </Skate>
);
RegisterMobile.meta = { width: 375 };
export const Reset = () => (
  <Skate>
    <ResetPage />
  </Skate>
);

function Otp({ error }: { error?: string }) {
  const [digits, setDigits] = useState(['1', '2', '', '', '', '']);
  return <OtpInput value={digits} onChange={setDigits} label="Enter the code we sent" error={error} />;
}
export const OtpDigits = () => (
  <Skate>
    <Otp />
  </Skate>
);
export const OtpWithError = () => (
  <Skate>
    <Otp error="Invalid OTP" />
  </Skate>
);

export const Card = () => (
  <Skate>
    <AuthCard title="Welcome back" subtitle="Sign in to see your orders">
      <p>Any form goes here.</p>
    </AuthCard>
  </Skate>
);

/** Shown only inside the wrapper apps (a bridge that can answer); on the web it renders nothing. */
export const GoogleButtonOnTheWeb = () => (
  <Skate>
    <NativeGoogleButton />
    <p>(nothing above: no native bridge on the web)</p>
  </Skate>
);
