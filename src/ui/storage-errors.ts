/** blocked: no storage, or reading it was refused; full: a write was refused (quota, policy). */
export type StorageError = 'blocked' | 'full';
