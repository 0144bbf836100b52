import { RegisterPage } from '@skatekit/react/auth';

export default function Register() {
  return <RegisterPage />;
}
