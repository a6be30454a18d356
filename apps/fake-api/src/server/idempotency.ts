import type { KeptReply } from "../world/idempotency";
import { refuse, type Refusal } from "./handler";

/** How long a key answers with its first reply (the usual window of card providers). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
const MAX_KEY_LENGTH = 255;
/** Keys kept at most (in memory, and in the world); beyond it, expired ones are swept first. */
const SWEEP_AT = 10_000;

/** What a call that moves money answered the first time: a refusal, or the handler's result to send again. */
export type FirstReply = { readonly refused: Refusal } | { readonly result: unknown };

interface Kept {
  /** The method, path, query and body the key was first used with. */
  readonly fingerprint: string;
  readonly atMillis: number;
  /** Settles when the first request has its answer: a concurrent duplicate waits for it instead of running. */
  readonly reply: Promise<FirstReply>;
}

export type IdempotencyCheck =
  | {
      readonly _tag: "First";
      readonly settle: (reply: FirstReply) => void;
      /** Writes a reply that moved money into the world, to be saved with it (world/idempotency.ts). */
      readonly keep: (result: unknown) => void;
      /** Lets the key go: the first request moved nothing, so the next one with the key runs (a retry). */
      readonly forget: () => void;
    }
  | { readonly _tag: "Replay"; readonly reply: Promise<FirstReply> }
  | { readonly _tag: "Refused"; readonly refusal: Refusal };

/**
 * Idempotency-Key for the calls that move money (the contract's `movesMoney`): per call and login, a key's first
 * request runs; the same key with the same request within 24 hours gets the first reply again, even while the first
 * is still running, and moves nothing; the same key with another request is 422. A first reply that moved nothing
 * (a purchase answered pending while the payment processing lags) is let go, so the intent's retry runs. A key is printable ASCII, 1 to 255
 * characters. Without a key a call runs as before (the portal and the CLI always send one).
 *
 * A reply in flight is held here; a reply that moved money is also written into the world (`durable()`, the current
 * world's records) in the same save as the money, so a retry after a restart with --state is answered from there.
 */
export const makeIdempotency = (durable: () => Record<string, KeptReply>) => {
  const kept = new Map<string, Kept>();
  const sweep = (nowMillis: number) => {
    for (const [scope, entry] of kept)
      if (nowMillis - entry.atMillis >= IDEMPOTENCY_WINDOW_MS) kept.delete(scope);
  };
  const sweepDurable = (records: Record<string, KeptReply>, nowMillis: number) => {
    for (const [id, entry] of Object.entries(records))
      if (nowMillis - entry.AtMillis >= IDEMPOTENCY_WINDOW_MS) delete records[id];
  };
  const known = (id: string): Kept | undefined => {
    const held = kept.get(id);
    if (held !== undefined) return held;
    const saved = durable()[id];
    return saved === undefined
      ? undefined
      : {
          fingerprint: saved.Fingerprint,
          atMillis: saved.AtMillis,
          reply: Promise.resolve({ result: saved.Result }),
        };
  };
  return (key: string, scope: string, fingerprint: string, nowMillis: number): IdempotencyCheck => {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key))
      return {
        _tag: "Refused",
        refusal: refuse(400, "Idempotency-Key must be 1 to 255 printable characters"),
      };
    const id = `${scope}\n${key}`;
    const first = known(id);
    if (first !== undefined && nowMillis - first.atMillis < IDEMPOTENCY_WINDOW_MS)
      return first.fingerprint === fingerprint
        ? { _tag: "Replay", reply: first.reply }
        : {
            _tag: "Refused",
            refusal: refuse(422, "This Idempotency-Key was already used for a different request"),
          };
    if (kept.size >= SWEEP_AT) sweep(nowMillis);
    let settle: (reply: FirstReply) => void = () => undefined;
    const reply = new Promise<FirstReply>((resolve) => {
      settle = resolve;
    });
    kept.set(id, { fingerprint, atMillis: nowMillis, reply });
    const keep = (result: unknown) => {
      const records = durable();
      if (Object.keys(records).length >= SWEEP_AT) sweepDurable(records, nowMillis);
      records[id] = {
        Fingerprint: fingerprint,
        AtMillis: nowMillis,
        ...(result === undefined ? {} : { Result: result }),
      };
    };
    return { _tag: "First", settle, keep, forget: () => void kept.delete(id) };
  };
};

export type Idempotency = ReturnType<typeof makeIdempotency>;
