import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/storage';
import { createAdmissionDraftStore } from './admission-draft';

describe('admission draft store', () => {
  it('keeps the typed form under the admission key, for the next page load', () => {
    const storage = createMemoryStorage();
    createAdmissionDraftStore({ storage }).getState().saveDraft({ name: 'Riya Shah', rulesAgreed: 'true' });
    expect(JSON.parse(storage.getItem('admission') ?? 'null')).toEqual({
      name: 'Riya Shah',
      rulesAgreed: 'true',
    });
    const next = createAdmissionDraftStore({ storage });
    expect(next.getState().draft).toEqual({ name: 'Riya Shah', rulesAgreed: 'true' });
    next.getState().clearDraft();
    expect(storage.getItem('admission')).toBeNull();
    expect(createAdmissionDraftStore({ storage }).getState().draft).toBeNull();
  });

  it.each(['{broken', '[1,2]', '"text"', '{"__proto__":"x","name":5}'])(
    'ignores unreadable contents %s',
    (raw) => {
      const storage = createMemoryStorage({ admission: raw });
      expect(createAdmissionDraftStore({ storage }).getState().draft).toBeNull();
    },
  );
});
