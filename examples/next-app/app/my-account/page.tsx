import { MyAccountPage } from '@skatekit/react/account';

export default function MyAccount() {
  return <MyAccountPage />;
}
