import type { WebStorageLike } from "./web-storage-like";

/** A DOMException-like error as browsers throw it when a store is full. */
export const quotaError = (): Error =>
  Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError", code: 22 });

export interface FakeWebStorageOptions {
  /** Total characters (keys plus values) the store holds before setItem throws a quota error. */
  readonly quota?: number;
  /** Every setItem throws this (Safari private mode throws a quota error even for the first byte). */
  readonly refuseWrites?: () => Error;
  /** Every read throws (a store that became unusable after the start). */
  readonly refuseReads?: boolean;
}

/** A tiny in-memory stand-in for localStorage/sessionStorage for tests, with quota and refusal switches. */
export class FakeWebStorage implements WebStorageLike {
  readonly data = new Map<string, string>();
  options: FakeWebStorageOptions;

  constructor(options: FakeWebStorageOptions = {}, initial: Readonly<Record<string, string>> = {}) {
    this.options = options;
    for (const [key, value] of Object.entries(initial)) this.data.set(key, value);
  }

  get length(): number {
    if (this.options.refuseReads === true) throw new Error("SecurityError");
    return this.data.size;
  }

  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    if (this.options.refuseReads === true) throw new Error("SecurityError");
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.options.refuseWrites !== undefined) throw this.options.refuseWrites();
    const used = [...this.data].reduce((sum, [k, v]) => (k === key ? sum : sum + k.length + v.length), 0);
    if (this.options.quota !== undefined && used + key.length + value.length > this.options.quota)
      throw quotaError();
    this.data.set(key, String(value));
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }
}
