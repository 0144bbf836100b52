import { fillOtpFromPaste, OTP_DIGITS, setOtpDigit } from '@skatekit/core/rules';
import { otpDigitLabel } from '@skatekit/core/texts';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

export interface OtpInputProps {
  /** The six boxes, one digit (or '') each. */
  value: readonly string[];
  /** Called with the six boxes after every change. */
  onChange: (digits: string[]) => void;
  /** Visible group label, e.g. TEXTS.OTP_VERIFICATION. */
  label: string;
  /** The OTP's error message (tied to every box). */
  error?: string | null;
  disabled?: boolean;
  /** Focus the first box when mounted (the step that shows it just opened). */
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes: a digit moves focus on, Backspace on an empty box moves back (and clears
 * that box), arrows move, and pasting a whole code fills every box. The digit rules are core's
 * (setOtpDigit, fillOtpFromPaste); this component only moves focus.
 */
export function OtpInput({ value, onChange, label, error, disabled, autoFocus }: OtpInputProps) {
  useSkateStyles(AUTH_SHEETS);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = `${labelId}-error`;

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))];
    box?.focus();
    box?.select();
  };

  const onBoxChange = (index: number, raw: string) => {
    // Typing into a box that already holds a digit (caret not over it) delivers both characters;
    // drop the old one so this reads as an overtype, not as a two-digit paste.
    const old = value[index] ?? '';
    const typed = old !== '' && raw.length === 2 && raw.includes(old) ? raw.replace(old, '') : raw;
    const entry = setOtpDigit(value, index, typed);
    onChange(entry.digits);
    if (entry.focus !== index) focusBox(entry.focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChange(setOtpDigit(value, index - 1, '').digits);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_DIGITS - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    event.preventDefault();
    const digits = fillOtpFromPaste(text);
    onChange(digits);
    const filled = digits.filter((d) => d !== '').length;
    focusBox(Math.min(filled, OTP_DIGITS - 1));
  };

  return (
    <div className="skate-field">
      <div className="skate-label" part="label" id={labelId}>
        {label}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a second, visible legend. */}
      <div
        className="skate-otp"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
      >
        {Array.from({ length: OTP_DIGITS }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not records.
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            className="skate-input skate-otp-box"
            part="input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={otpDigitLabel(index + 1, OTP_DIGITS)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={value[index] ?? ''}
            disabled={disabled}
            onChange={(event) => onBoxChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="skate-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
