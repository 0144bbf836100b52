import { describe, expect, it, vi } from 'vitest';
import { StoreProfile } from '../api/schemas/catalogue';
import { ButtonConfig, Help, Meta } from '../api/schemas/site';
import { createMemoryStorage } from '../platform/storage';
import { createSettingsStore, type SettingsApi } from './settings';

const buttons = [
  { button_id: 'buynow', default: true },
  { button_id: 'addtocart', default: 'true' },
  { button_id: 'getquote', default: false },
].map((b) => ButtonConfig.parse(b));
const payButtons = [
  { button_id: 'payondelivery', default: true },
  { button_id: 'paynow', default: true },
].map((b) => ButtonConfig.parse(b));

function fakeApi(
  fail: Partial<Record<'buttons' | 'payButtons' | 'meta' | 'help' | 'storeProfile', boolean>> = {},
) {
  const answer = <T>(key: keyof typeof fail, value: T) =>
    vi.fn(async () => {
      if (fail[key]) throw new Error(`${key} failed`);
      return value;
    });
  return {
    site: {
      buttons: answer('buttons', buttons),
      payButtons: answer('payButtons', payButtons),
      meta: answer('meta', Meta.parse({ title: 'Skate Academy' })),
      help: answer('help', Help.parse({ whatsapp_number: '9820000000', mobile: '9820000001' })),
    },
    catalogue: { storeProfile: answer('storeProfile', StoreProfile.parse({ tag_line: 'Roll with us' })) },
  } satisfies SettingsApi;
}

describe('settings store', () => {
  it('issue 39: keeps the store title of the last visit for when the API cannot be reached', async () => {
    const storage = createMemoryStorage();
    const first = createSettingsStore({ api: fakeApi(), storage });
    expect(first.getState().storeTitle).toBe('');
    await first.getState().loadSettings();
    expect(first.getState().storeTitle).toBe('Skate Academy');
    const down = createSettingsStore({
      api: fakeApi({ buttons: true, payButtons: true, meta: true, help: true, storeProfile: true }),
      storage,
    });
    expect(down.getState().storeTitle).toBe('Skate Academy');
    await down.getState().loadSettings();
    expect(down.getState()).toMatchObject({ meta: null, storeTitle: 'Skate Academy', status: 'error' });
  });

  it('loads every setting and derives the default button and pay mode by priority', async () => {
    const api = fakeApi();
    const settings = createSettingsStore({ api });
    await settings.getState().loadSettings();
    const state = settings.getState();
    expect(state.defaultButton).toBe('addtocart');
    expect(state.payMode).toBe('paynow');
    expect(state.meta?.title).toBe('Skate Academy');
    expect(state.help?.whatsapp_number).toBe('9820000000');
    expect(state.storeProfile?.tag_line).toBe('Roll with us');
    expect(state).toMatchObject({ status: 'idle', loaded: true });
  });

  it('keeps going when one call fails (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = createSettingsStore({ api: fakeApi({ buttons: true }) });
    await settings.getState().loadSettings();
    expect(settings.getState().buttons).toEqual([]);
    expect(settings.getState().defaultButton).toBeNull();
    expect(settings.getState().payMode).toBe('paynow');
    expect(settings.getState().status).toBe('idle');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("keeps the meta call's failure for the merchant check, and clears it after a good load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = createSettingsStore({ api: fakeApi({ meta: true }) });
    await failing.getState().loadSettings();
    expect(String(failing.getState().metaError)).toBe('Error: meta failed');
    const fine = createSettingsStore({ api: fakeApi() });
    await fine.getState().loadSettings();
    expect(fine.getState().metaError).toBeNull();
    warn.mockRestore();
  });

  it('loads once unless forced, and shares a load in flight', async () => {
    const api = fakeApi();
    const settings = createSettingsStore({ api });
    await Promise.all([settings.getState().loadSettings(), settings.getState().loadSettings()]);
    await settings.getState().loadSettings();
    expect(api.site.buttons).toHaveBeenCalledTimes(1);
    await settings.getState().loadSettings({ force: true });
    expect(api.site.buttons).toHaveBeenCalledTimes(2);
  });

  it('reports error when everything failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const all = { buttons: true, payButtons: true, meta: true, help: true, storeProfile: true };
    const settings = createSettingsStore({ api: fakeApi(all) });
    await settings.getState().loadSettings();
    expect(settings.getState().status).toBe('error');
    warn.mockRestore();
  });
});
