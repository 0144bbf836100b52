import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './useAsync';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('goes loading -> success, keeps data while reloading, and reports errors', async () => {
    let next = deferred<number>();
    const { result } = renderHook(() => useAsync(() => next.promise, []));
    expect(result.current.status).toBe('loading');
    await act(async () => next.resolve(1));
    expect(result.current).toMatchObject({ status: 'success', data: 1 });
    next = deferred<number>();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 1 });
    const failure = new Error('down');
    await act(async () => next.reject(failure));
    expect(result.current).toMatchObject({ status: 'error', data: 1, error: failure });
  });

  it('drops an answer that arrives after the deps changed', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useAsync(() => {
          const d = deferred<string>();
          calls.push(d);
          return d.promise;
        }, [id]),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => calls[1].resolve('b'));
    await act(async () => calls[0].resolve('a'));
    await waitFor(() => expect(result.current.data).toBe('b'));
  });
});
