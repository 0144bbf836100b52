import { LoginPage } from '@skatekit/react/auth';

export default function Login() {
  return <LoginPage />;
}
