import { describe, expect, it } from 'vitest';
import { addressTabVisible, isSignedIn, sessionCheck, userDisplayName } from './session';
import { itAnswers } from '../internal/test-answers';

describe('accounts', () => {
  describe('isSignedIn (has user_id)', () => {
    it.each([
      { user: { user_id: 'u1' }, signedIn: true },
      { user: { user_id: 42 }, signedIn: true },
      { user: { user_id: '' }, signedIn: false },
      { user: { email: 'a@b.co' }, signedIn: false },
      { user: null, signedIn: false },
    ])('$user -> $signedIn', ({ user, signedIn }) => {
      expect(isSignedIn(user)).toBe(signedIn);
    });
  });

  describe('userDisplayName', () => {
    it.each([
      { user: { full_name: 'Asha Rao', name: 'asha', email: 'a@b.co' }, expected: 'Asha Rao' },
      { user: { full_name: '', name: 'asha', email: 'a@b.co' }, expected: 'asha' },
      { user: { email: 'a@b.co' }, expected: 'a@b.co' },
      { user: undefined, expected: '' },
    ])('$expected', ({ user, expected }) => {
      expect(userDisplayName(user)).toBe(expected);
    });
  });

  itAnswers(
    addressTabVisible,
    { true: ['buynow', null], false: ['getquote'] },
    'Address tab with %s visible',
  );

  describe('sessionCheck', () => {
    it.each([
      { status: 200, reply: { message: '' }, outcome: 'refresh' },
      { status: 200, reply: { message: 'User not found' }, outcome: 'remove' },
      { status: 201, reply: {}, outcome: 'remove' },
      { status: 404, reply: { message: 'User not found' }, outcome: 'remove' },
      { status: 500, reply: null, outcome: 'keep' },
      { status: 0, reply: null, outcome: 'keep' },
    ])('$status $reply -> $outcome', ({ status, reply, outcome }) => {
      expect(sessionCheck(status, reply)).toBe(outcome);
    });
  });
});
