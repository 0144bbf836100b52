import * as z from 'zod/mini';
import { tryParseJson } from './json-storage';

/**
 * Turns a JSON value into stored text and back. Neither side throws: `encode` gives `undefined`
 * when it cannot encode (the caller then keeps the value in memory only) and `decode` gives
 * `undefined` for anything unreadable.
 */
export interface RecordCodec {
  encode(value: unknown): Promise<string | undefined>;
  decode(text: string): Promise<unknown>;
}

/** Shape of an encrypted record as it sits in storage (itself JSON, so storage stays inspectable). */
const envelopeSchema = z.object({
  skatekit: z.literal('aes-gcm'),
  v: z.literal(1),
  iv: z.string().check(z.minLength(1)),
  data: z.string().check(z.minLength(1)),
});

/** True when stored JSON is an encrypted envelope rather than a plain record. */
export function isEncryptedRecord(raw: unknown): boolean {
  return envelopeSchema.safeParse(raw).success;
}

/**
 * AES-GCM codec for records kept in browser storage (the user session). The key is derived from
 * `secret` with SHA-256. Be clear about what this buys: a secret shipped to the browser is not a
 * secret from that browser's user, so this protects against casual reading of storage (other
 * scripts scraping e-mail addresses, shoulder surfing in dev tools), not against a determined
 * attacker on the device. A salted slow KDF would add cost on every read without changing that.
 * GCM also authenticates, so a tampered record decodes to `undefined` and is ignored.
 * @example const codec = createEncryptedCodec('merchant-secret'); await codec.decode(await codec.encode({ a: 1 }));
 */
export function createEncryptedCodec(secret: string): RecordCodec {
  let keyPromise: Promise<CryptoKey> | undefined;
  const getKey = (subtle: SubtleCrypto) => {
    keyPromise ??= subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((digest) => subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
    return keyPromise;
  };

  return {
    async encode(value) {
      const subtle = getSubtle();
      if (!subtle) return undefined;
      try {
        const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
        const plain = new TextEncoder().encode(JSON.stringify(value));
        const cipher = await subtle.encrypt({ name: 'AES-GCM', iv }, await getKey(subtle), plain);
        return JSON.stringify({
          skatekit: 'aes-gcm',
          v: 1,
          iv: toBase64(iv),
          data: toBase64(new Uint8Array(cipher)),
        });
      } catch {
        return undefined;
      }
    },
    async decode(text) {
      const envelope = envelopeSchema.safeParse(tryParseJson(text));
      const subtle = getSubtle();
      if (!envelope.success || !subtle) return undefined;
      try {
        const iv = fromBase64(envelope.data.iv);
        const data = fromBase64(envelope.data.data);
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, await getKey(subtle), data);
        return tryParseJson(new TextDecoder().decode(plain));
      } catch {
        // Wrong key, tampered bytes or bad base64: treat as no record.
        return undefined;
      }
    },
  };
}

/** WebCrypto is hidden on insecure origins (http:// other than localhost); then there is none. */
function getSubtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
