import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState } from '../stores/session';
import { connectNativeApp } from './native-app';
import { createNativeBridge } from '../platform/native-bridge';

function app() {
  const sent: Array<Record<string, unknown>> = [];
  const bridge = createNativeBridge({
    Android: { postMessage: (text: string) => void sent.push(JSON.parse(text)) },
  });
  const session = createStore(() => ({ user: { user_id: 'u1' } }) as unknown as SessionState);
  return { bridge, sent, session };
}

describe('connectNativeApp', () => {
  it('opens the routes the app sends, once however many roots connect', () => {
    const { bridge, session } = app();
    const opened: string[] = [];
    const offA = connectNativeApp(bridge, session, (route) => opened.push(route));
    const offB = connectNativeApp(bridge, session, (route) => opened.push(`again ${route}`));
    bridge.receive('{"type":"openRoute","v":1,"route":"/track/42"}');
    expect(opened).toEqual(['/track/42']);
    offA();
    bridge.receive('{"type":"openRoute","route":"/my-account"}');
    expect(opened).toEqual(['/track/42', '/my-account']);
    offB();
    bridge.receive('{"type":"openRoute","route":"/cart"}');
    expect(opened).toEqual(['/track/42', '/my-account']);
  });

  it('tells an app that handles logout when the shopper logs out, and an older app nothing', () => {
    const older = app();
    connectNativeApp(older.bridge, older.session, () => {});
    older.session.setState({ user: null } as Partial<SessionState>);
    expect(older.sent.map((m) => m.type)).toEqual(['hello']);

    const current = app();
    current.bridge.receive('{"type":"capabilities","v":1,"messages":["googleSignIn","logout"]}');
    connectNativeApp(current.bridge, current.session, () => {});
    current.session.setState({ user: null } as Partial<SessionState>);
    current.session.setState({ user: null } as Partial<SessionState>);
    expect(current.sent.map((m) => m.type)).toEqual(['hello', 'logout']);
  });
});
