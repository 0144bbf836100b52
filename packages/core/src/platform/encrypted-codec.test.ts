import { describe, expect, it } from 'vitest';
import { createEncryptedCodec, isEncryptedRecord } from './encrypted-codec';

const user = { user_id: '42', full_name: 'Asha Rao', email: 'asha@example.in' };

describe('createEncryptedCodec', () => {
  it('round-trips a record and does not store it readable', async () => {
    const codec = createEncryptedCodec('academy-secret');
    const text = await codec.encode(user);
    expect(text).toBeTypeOf('string');
    expect(text).not.toContain('asha@example.in');
    expect(isEncryptedRecord(JSON.parse(text!))).toBe(true);
    expect(await codec.decode(text!)).toEqual(user);
  });

  it('uses a fresh IV per record', async () => {
    const codec = createEncryptedCodec('academy-secret');
    expect(await codec.encode(user)).not.toBe(await codec.encode(user));
  });

  it('gives undefined for another secret, tampering, or plain JSON', async () => {
    const text = (await createEncryptedCodec('one').encode(user))!;
    expect(await createEncryptedCodec('two').decode(text)).toBeUndefined();
    const envelope = JSON.parse(text);
    const tampered = JSON.stringify({
      ...envelope,
      data: `${envelope.data[0] === 'A' ? 'B' : 'A'}${envelope.data.slice(1)}`,
    });
    expect(await createEncryptedCodec('one').decode(tampered)).toBeUndefined();
    expect(await createEncryptedCodec('one').decode(JSON.stringify(user))).toBeUndefined();
    expect(await createEncryptedCodec('one').decode('{not json')).toBeUndefined();
    expect(
      await createEncryptedCodec('one').decode(JSON.stringify({ ...envelope, iv: '***' })),
    ).toBeUndefined();
  });
});
