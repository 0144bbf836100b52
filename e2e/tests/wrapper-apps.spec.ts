import { expect, type Page, test } from '@playwright/test';
import { newUser, registerThroughApi } from '../support/api';
import { TEXTS } from '../support/core';
import { API_BASE } from '../support/env';
import { expectToast } from '../support/ui';

// The site inside the Android and iOS wrapper apps (docs/wrapper-apps.md): the app's user agent
// carries `SkateKitApp`, and the app injects its bridge before the page's scripts run - `window.Android`
// (addJavascriptInterface) or a WKWebView handler `webkit.messageHandlers.skatekit`. The fake app below
// answers like a real one: `googleSignIn` -> `googleLoginToken` with an ID token, `pushTokenRequest` ->
// `pushToken` with its FCM/APNs token, both posted into the page as JSON text (what
// `evaluateJavascript("window.postMessage(...)")` does). Google itself is the edge: under NODE_ENV=test
// the server accepts `e2e-google:{email}` ID tokens.

type Wrapper = 'android' | 'ios';

const USER_AGENTS: Record<Wrapper, string> = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 SkateKitApp/1.0',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SkateKitApp/1.0',
};

/** Installs the fake wrapper app: its bridge, and its answers to the page's requests. */
async function installApp(page: Page, wrapper: Wrapper, answers: { idToken: string; pushToken: string }) {
  await page.addInitScript(
    ({ wrapper, answers }) => {
      const received: string[] = [];
      const reply = (message: unknown) =>
        setTimeout(() => window.postMessage(JSON.stringify(message), window.location.origin), 0);
      const sink = {
        postMessage(text: string) {
          received.push(text);
          const request = JSON.parse(text) as { type: string };
          if (request.type === 'googleSignIn') reply({ type: 'googleLoginToken', idToken: answers.idToken });
          if (request.type === 'pushTokenRequest') reply({ type: 'pushToken', token: answers.pushToken });
        },
      };
      const w = window as unknown as Record<string, unknown>;
      w.__appReceived = received;
      if (wrapper === 'android') w.Android = sink;
      else w.webkit = { messageHandlers: { skatekit: sink } };
    },
    { wrapper, answers },
  );
}

for (const wrapper of ['android', 'ios'] as const) {
  test.describe(`the ${wrapper === 'android' ? 'Android' : 'iOS'} wrapper app`, () => {
    test.use({ userAgent: USER_AGENTS[wrapper], viewport: { width: 390, height: 844 } });

    test('signs in with Google through the app and registers the native push token', async ({
      page,
      request,
    }) => {
      const user = newUser(`${wrapper}-app`);
      await registerThroughApi(request, user);
      const idToken = `e2e-google:${user.email}`;
      const pushToken = `${wrapper === 'android' ? 'fcm' : 'apns'}-token-${user.email.split('@')[0]}`;
      await installApp(page, wrapper, { idToken, pushToken });
      const googleLogins: string[] = [];
      page.on('request', (req) => {
        if (req.url() === `${API_BASE}/registeruser/api/google-login`)
          googleLogins.push(req.postData() ?? '');
      });

      await page.goto('/login');
      // Another frame (an opaque origin here) posting a token is not the app, and is ignored.
      await page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.src = `data:text/html,<script>parent.postMessage(JSON.stringify({type:'googleLoginToken',idToken:'e2e-google:intruder@example.com'}),'*')</script>`;
        document.body.append(frame);
        return new Promise((done) => frame.addEventListener('load', done));
      });

      const registration = page.waitForResponse(
        (response) =>
          response.url() === `${API_BASE}/firebase/register-token` && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE }).click();
      await expectToast(page, TEXTS.LOGIN_SUCCESS);
      expect(googleLogins.map((body) => JSON.parse(body).idToken)).toEqual([idToken]);

      // Signed in, the site asks the app for its push token and registers it for this user.
      const registered = await registration;
      expect(registered.status()).toBe(200);
      expect(registered.request().postDataJSON()).toMatchObject({ deviceToken: pushToken });
      const sent = await page.evaluate(
        () => (window as unknown as { __appReceived: string[] }).__appReceived,
      );
      // An app that answers no handshake (`hello`) is an older build: it still signs in and registers.
      expect(sent.map((text) => JSON.parse(text).type)).toEqual([
        'hello',
        'googleSignIn',
        'pushTokenRequest',
      ]);
    });

    test('without an injected bridge shows no Google button', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: TEXTS.CONTINUE })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE })).toHaveCount(0);
    });
  });
}
