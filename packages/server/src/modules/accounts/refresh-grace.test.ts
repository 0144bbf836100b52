import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/helper';
import { call, signUp } from '../../../test/session';
import { TEXTS } from '../../platform/core';
import { REFRESH_GRACE_SECONDS } from '../../lib/tokens';

// Issue 22 item 8: two tabs refreshing one token at once must not sign the user out, and a stolen
// old token must still be caught.

let server: TestServer;
let offsetMs = 0;
beforeAll(async () => {
  server = await startTestServer();
  server.app.services.now = () => new Date(Date.now() + offsetMs);
});
afterAll(() => server.close());
// Each test starts a little over a minute later: the refresh route's per-IP limit (30 a minute) is
// fresh for every test.
afterEach(() => {
  offsetMs += 61_000;
});

type Pair = { accessToken: string; refreshToken: string };
const refresh = (refreshToken: string) =>
  call<Pair & { message?: string }>(server, 'POST', '/registeruser/api/refresh-token', {
    body: { refreshToken },
  });
const me = (userId: string, accessToken: string) =>
  call(server, 'GET', `/registeruser/single/${userId}`, { token: accessToken });

describe('item 8: refresh rotation with a grace window', () => {
  it('item 8: ten rounds of two concurrent refreshes of one token (two tabs): all 20 succeed, the session survives', async () => {
    const user = await signUp(server);
    let tabA = user.refreshToken;
    let tabB = '';
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const [first, second] = await Promise.all([refresh(tabA), refresh(tabA)]);
      statuses.push(first.status, second.status);
      // Each tab gets a pair of its own from the same login.
      expect(first.body.refreshToken).not.toBe(second.body.refreshToken);
      tabA = first.body.refreshToken;
      tabB = second.body.refreshToken;
      expect((await me(user.userId, second.body.accessToken)).status).toBe(200);
    }
    expect(statuses).toEqual(Array(20).fill(200));
    // Neither tab was signed out: both go on refreshing, and the tokens they get work.
    const a = await refresh(tabA);
    const b = await refresh(tabB);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await me(user.userId, a.body.accessToken)).status).toBe(200);
    expect((await me(user.userId, b.body.accessToken)).status).toBe(200);
  }, 60_000);

  // Issue 40, item 9: the fifth of five refreshes at once found four siblings made and revoked the login.
  it('item 9: five and then twelve refreshes of one token at once all succeed, and the login lives on', async () => {
    const user = await signUp(server);
    let token = user.refreshToken;
    for (const many of [5, 12]) {
      const answers = await Promise.all(Array.from({ length: many }, () => refresh(token)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(many).fill(200));
      for (const answer of answers) expect((await me(user.userId, answer.body.accessToken)).status).toBe(200);
      // At most four distinct tokens are made from one; the rest are handed one of them again.
      expect(new Set(answers.map((answer) => answer.body.refreshToken)).size).toBe(4);
      token = answers[many - 1]?.body.refreshToken ?? '';
    }
    const after = await refresh(token);
    expect(after.status).toBe(200);
    expect((await me(user.userId, after.body.accessToken)).status).toBe(200);
  }, 60_000);

  it('item 8: a stolen old token replayed after the grace window revokes the whole login', async () => {
    const user = await signUp(server);
    const rotated = await refresh(user.refreshToken);
    expect(rotated.status).toBe(200);
    offsetMs += (REFRESH_GRACE_SECONDS + 1) * 1000;
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ message: TEXTS.SESSION_EXPIRED });
    // The owner's current token went with it: the thief's replay ended the login.
    const owner = await refresh(rotated.body.refreshToken);
    expect(owner.status).toBe(401);
  }, 30_000);

  it('item 8: a stolen token replayed after the window at the same moment as the owner refreshes: the login is revoked, 10 times in 10', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const user = await signUp(server);
      const current = await refresh(user.refreshToken);
      offsetMs += (REFRESH_GRACE_SECONDS + 1) * 1000;
      const [thief, owner] = await Promise.all([
        refresh(user.refreshToken),
        refresh(current.body.refreshToken),
      ]);
      // Whatever the order, nothing of the login may live on: the owner's fresh token is dead too.
      const after = owner.status === 200 ? (await refresh(owner.body.refreshToken)).status : owner.status;
      outcomes.push(`${thief.status}/${after}`);
      offsetMs += 61_000;
    }
    expect(outcomes).toEqual(Array(10).fill('401/401'));
  }, 120_000);

  it('item 8: within the window, a token older than the latest rotation by two steps is reuse and revokes the login', async () => {
    const user = await signUp(server);
    const second = await refresh(user.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect([second.status, third.status]).toEqual([200, 200]);
    // The first token again, a second after its rotation: its successor has been spent already.
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(401);
    expect((await refresh(third.body.refreshToken)).status).toBe(401);
  }, 30_000);

  it('item 8: a logged-out login gives nothing in the grace window', async () => {
    const user = await signUp(server);
    const rotated = await refresh(user.refreshToken);
    expect(rotated.status).toBe(200);
    const out = await call(server, 'POST', '/registeruser/api/logout', {
      body: { refreshToken: rotated.body.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
  }, 30_000);
});
