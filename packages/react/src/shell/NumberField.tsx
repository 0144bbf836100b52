import { cleanNumber, type NumberBoxKind } from '@skatekit/core/rules';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './Field';

export type NumberFieldProps = Omit<TextFieldProps, 'maxLength' | 'type' | 'inputMode'> & {
  /** 'mobile' keeps 10 digits after a leading +91, 91 or 0; 'aadhar' keeps 12. */
  kind: NumberBoxKind;
  /** What the box keeps of each keystroke, paste or autofill (core's cleanNumber), and whether digits were cut. */
  onValueChange?: (value: string, cut: boolean) => void;
};

/**
 * A number box (mobile, Aadhar) that keeps the digits of whatever arrives, then caps them: typing,
 * pasting "+91 98200 12345" and a browser's autofill all reach it as the box's whole new text. It has
 * no `maxlength`, which would cut the raw text before the digits are kept; when more digits came than
 * fit it says so under the box, so a number that lost digits is checked rather than sent.
 * The value shown is the parent's: pass `onValueChange`, or `onChange` with a form that cleans the
 * value with core's cleanNumber.
 */
export function NumberField({ kind, onValueChange, onChange, hint, error, ...rest }: NumberFieldProps) {
  const [notice, setNotice] = useState('');
  return (
    <TextField
      {...rest}
      type={kind === 'mobile' ? 'tel' : 'text'}
      inputMode="numeric"
      error={error}
      hint={notice && notice !== error ? notice : hint}
      hintDanger={notice !== '' && notice !== error}
      onChange={(event) => {
        const cleaned = cleanNumber(event.target.value, kind);
        setNotice(cleaned.notice);
        onChange?.(event);
        onValueChange?.(cleaned.value, cleaned.cut);
      }}
    />
  );
}

/** A form's normaliser for a number box (useFormFields' `normalise`): core's cleanNumber, the digits kept. */
export const keepNumber =
  (kind: NumberBoxKind) =>
  (raw: string): string =>
    cleanNumber(raw, kind).value;
