/** Coarse status of a store's last I/O action, enough for a UI to show a spinner or an error. */
export type StoreStatus = 'idle' | 'loading' | 'error';
