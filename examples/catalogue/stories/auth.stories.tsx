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

import { inShop } from './states';

export default { title: 'Auth' } satisfies StoryDefault;

export const Login = inShop(<LoginPage />);
export const LoginMobile = inShop(<LoginPage />);
LoginMobile.meta = { width: 375 };
export const LoginWhenSignedIn = inShop(<LoginPage />, { signedIn: true });
export const Register = inShop(<RegisterPage />);
export const RegisterMobile = inShop(<RegisterPage />);
RegisterMobile.meta = { width: 375 };
export const Reset = inShop(<ResetPage />);

function Otp({ error }: { error?: string }) {
  const [digits, setDigits] = useState(['1', '2', '', '', '', '']);
  return <OtpInput value={digits} onChange={setDigits} label="Enter the code we sent" error={error} />;
}
export const OtpDigits = inShop(<Otp />);
export const OtpWithError = inShop(<Otp error="Invalid OTP" />);

export const Card = inShop(
  <AuthCard title="Welcome back" subtitle="Sign in to see your orders">
    <p>Any form goes here.</p>
  </AuthCard>,
);

/** Shown only inside the wrapper apps (a bridge that can answer); on the web it renders nothing. */
export const GoogleButtonOnTheWeb = inShop(
  <>
    <NativeGoogleButton />
    <p>(nothing above: no native bridge on the web)</p>
  </>,
);
