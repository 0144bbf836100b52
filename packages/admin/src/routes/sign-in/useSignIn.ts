import type { LoginBody, LoginResponse, SecondFactorBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** Where the sign-in page remembers the last store code typed on this device. */
export const STORE_CODE_KEY = 'skatekit-admin-store';

/** The store code to prefill: `?store=` first, then the one remembered on this device. */
export function initialStoreCode(search: string): string {
  const fromUrl = new URLSearchParams(search).get('store');
  if (fromUrl) return fromUrl;
  try {
    return localStorage.getItem(STORE_CODE_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberStoreCode(code: string) {
  try {
    localStorage.setItem(STORE_CODE_KEY, code);
  } catch {
    // Private mode: nothing remembered, nothing lost.
  }
}

/** Sign-in's two calls; a signed-in answer becomes the session query's data. */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settle = (answer: LoginResponse) => {
    if (answer.status === 'signed-in') queryClient.setQueryData(keys.session, answer.session);
    return answer;
  };
  const login = useMutation({
    mutationFn: async (body: LoginBody) => {
      rememberStoreCode(body.merchant);
      return settle(await api.auth.login(body));
    },
  });
  const secondFactor = useMutation({
    mutationFn: async (body: SecondFactorBody) => settle(await api.auth.secondFactor(body)),
  });
  return { login, secondFactor };
}
