import { TEXTS } from '@skatekit/core/texts';
import { TextField } from '../shell/Field';

interface AuthFieldProps {
  value: string;
  /** The field's validation message (the spec's text), if any. */
  error?: string | null;
  /** Called with the typed text. */
  onChange: (value: string) => void;
}

export interface PasswordFieldProps extends AuthFieldProps {
  /** Visible label, e.g. TEXTS.PASSWORD or TEXTS.NEW_PASSWORD. */
  label: string;
  /** The form name the browser's password manager sees. */
  name: string;
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A required text input of the account screens; the wrappers below fix its type. */
function RequiredField({
  label,
  type,
  name,
  autoComplete,
  value,
  error,
  onChange,
}: AuthFieldProps & { label: string; type: 'email' | 'password'; name: string; autoComplete: string }) {
  return (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The required "Email" input of login and of the first register / reset step. */
export function EmailField(props: AuthFieldProps) {
  return <RequiredField {...props} label={TEXTS.EMAIL} type="email" name="email" autoComplete="email" />;
}

/** A required password input (login, register, both reset fields). */
export function PasswordField(props: PasswordFieldProps) {
  return <RequiredField {...props} type="password" />;
}
