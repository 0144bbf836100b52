import { TEXTS } from '@skatekit/core/texts';
import { useNativeGoogleSignIn } from '../push/useNativeGoogleSignIn';
import { Button } from '../ui/Button';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

/** "Sign in with Google" inside the wrapper apps (native sign-in); renders nothing on a website. */
export function NativeGoogleButton() {
  useSkateStyles(AUTH_SHEETS);
  const google = useNativeGoogleSignIn();
  if (!google.available) return null;
  return (
    <Button variant="outline" block onClick={() => google.requestSignIn()}>
      {TEXTS.SIGN_IN_WITH_GOOGLE}
    </Button>
  );
}
