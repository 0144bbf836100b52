import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { cleanNumber } from './numberInput';

describe('cleanNumber', () => {
  it.each([
    // The three cases: digits first, then the cap.
    ['1234 5678 9012', 'aadhar', '123456789012', false],
    ['+91 98200 12345', 'mobile', '9820012345', false],
    ['98a20-1234567890', 'mobile', '9820123456', true],
    // Autofill and paste variants.
    ['09820012345', 'mobile', '9820012345', false],
    ['919820012345', 'mobile', '9820012345', false],
    ['+91-98200-12345', 'mobile', '9820012345', false],
    ['1234-5678-9012-3', 'aadhar', '123456789012', true],
    ['98200', 'mobile', '98200', false],
    ['', 'mobile', '', false],
    ['abc', 'aadhar', '', false],
  ] as const)('%s as %s keeps %s (cut: %s)', (raw, kind, value, cut) => {
    const cleaned = cleanNumber(raw, kind);
    expect(cleaned.value).toBe(value);
    expect(cleaned.cut).toBe(cut);
  });

  it('says why the customer should check a number that was cut', () => {
    expect(cleanNumber('98a20-1234567890', 'mobile').notice).toBe(
      'That had more than 10 digits; only the first 10 were kept. Please check the number.',
    );
    expect(cleanNumber('1234567890123', 'aadhar').notice).toBe(TEXTS.AADHAR_DIGITS_CUT);
    expect(cleanNumber('9820012345', 'mobile').notice).toBe('');
  });

  it('keeps typing one key at a time the same as pasting the whole', () => {
    let box = '';
    for (const key of '+91 98200 12345') box = cleanNumber(box + key, 'mobile').value;
    expect(box).toBe('9820012345');
    box = '';
    for (const key of '1234 5678 9012') box = cleanNumber(box + key, 'aadhar').value;
    expect(box).toBe('123456789012');
  });
});
