// @skatekit/react/auth: sign-in, registration and password reset screens.
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPage } from './ResetPage';
export { OtpInput, type OtpInputProps } from './OtpInput';
export { AuthCard, type AuthCardProps } from './AuthCard';
export { NativeGoogleButton } from './NativeGoogleButton';
