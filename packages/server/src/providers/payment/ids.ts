import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking id (`prefix` + 14 random alphanumerics), from a CSPRNG so ids are unguessable. */
export function randomId(prefix: string, length = 14): string {
  let out = prefix;
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
