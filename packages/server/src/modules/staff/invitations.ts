import { randomBytes } from 'node:crypto';
import { hashToken } from './guard';

/** An invitation an owner sends lasts 7 days; the first owner's, from the command line, 24 hours. */
export const INVITE_MS = 7 * 24 * 60 * 60 * 1000;
export const FIRST_OWNER_INVITE_MS = 24 * 60 * 60 * 1000;

/** A fresh invitation token (32 random bytes) and the SHA-256 that is stored. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * The link an invitee opens: the console's accept-invite page on `origin` (PUBLIC_URL, or the address
 * the owner's request came to).
 * @example inviteLink('https://shop.example', token) // 'https://shop.example/admin/accept-invite?token=...'
 */
export function inviteLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/accept-invite?token=${encodeURIComponent(token)}`;
}
