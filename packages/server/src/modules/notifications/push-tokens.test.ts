import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/helper';
import { apiAs, call, customerForFile } from '../../../test/session';
import { pushTokens } from '../../db/schema';
import { TEXTS } from '../../platform/core';

const server = serverForFile();
const asha = customerForFile(server);
const ravi = customerForFile(server);

describe('POST /firebase/register-token', () => {
  it("registers the signed-in user's device once, moving a shared device to its latest user", async () => {
    await apiAs(server, asha).push.registerToken({ user_id: asha.userId, deviceToken: 'device-token-1' });
    const again = await call(server, 'POST', '/firebase/register-token', {
      token: ravi.accessToken,
      body: { user_id: ravi.userId, deviceToken: 'device-token-1' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: TEXTS.DEVICE_REGISTERED });
    const rows = await server.app.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.device_token, 'device-token-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(ravi.userId);
  });

  it('needs the token of the user named', async () => {
    expect(
      (
        await call(server, 'POST', '/firebase/register-token', {
          body: { user_id: asha.userId, deviceToken: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(server, 'POST', '/firebase/register-token', {
          token: ravi.accessToken,
          body: { user_id: asha.userId, deviceToken: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
