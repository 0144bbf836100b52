import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, DEFAULT_SCRYPT, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('encodes scrypt parameters, salt and hash, and verifies only the right password', async () => {
    const stored = await hashPassword('skate-on-2024');
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual([
      'scrypt',
      String(DEFAULT_SCRYPT.N),
      String(DEFAULT_SCRYPT.r),
      String(DEFAULT_SCRYPT.p),
    ]);
    expect(stored).not.toContain('skate-on-2024');
    await expect(verifyPassword('skate-on-2024', stored)).resolves.toBe(true);
    await expect(verifyPassword('skate-on-2025', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same-password', b)).resolves.toBe(true);
  });

  it('treats malformed or absurd hashes as no match instead of throwing', async () => {
    await expect(verifyPassword('x', '')).resolves.toBe(false);
    await expect(verifyPassword('x', 'plain-text-password')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$3$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
    await expect(verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA$aGFzaA`)).resolves.toBe(false);
  });

  it('keeps working when the cost parameters change (old hashes still verify)', async () => {
    const cheap = await hashPassword('pw123456', { N: 2 ** 10, r: 8, p: 1 });
    await expect(verifyPassword('pw123456', cheap)).resolves.toBe(true);
  });

  it('burnPasswordCheck always answers false', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBe(false);
  });
});
