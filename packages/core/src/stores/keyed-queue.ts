/** Runs async tasks one after another per key; tasks under different keys run side by side. */
export interface KeyedQueue {
  /** Starts `task` once every earlier task of `key` has settled; answers what `task` answers. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

const settle = () => undefined;

/**
 * A queue per key, so that two requests about the same record reach the server in the order they were
 * made and an older answer can never land after a newer one. A failed task does not stop the next.
 */
export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(settle, settle);
      tails.set(key, tail);
      // Forget an idle key so the map does not grow with every line ever touched.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
