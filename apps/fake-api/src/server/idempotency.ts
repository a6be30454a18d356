import { refuse, type Refusal } from "./handler";

/** How long a key answers with its first reply (the usual window of card providers). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
const MAX_KEY_LENGTH = 255;
/** Keys kept at most; beyond it, expired ones are swept first. */
const SWEEP_AT = 50_000;

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
  | { readonly _tag: "First"; readonly settle: (reply: FirstReply) => void }
  | { readonly _tag: "Replay"; readonly reply: Promise<FirstReply> }
  | { readonly _tag: "Refused"; readonly refusal: Refusal };

/**
 * Idempotency-Key for the calls that move money (the contract's `movesMoney`): per call and login, a key's first
 * request runs; the same key with the same request within 24 hours gets the first reply again, even while the first
 * is still running, and moves nothing; the same key with another request is 422. A key is printable ASCII, 1 to 255
 * characters. Without a key a call runs as before (the portal and the CLI always send one).
 */
export const makeIdempotency = () => {
  const kept = new Map<string, Kept>();
  const sweep = (nowMillis: number) => {
    for (const [scope, entry] of kept)
      if (nowMillis - entry.atMillis >= IDEMPOTENCY_WINDOW_MS) kept.delete(scope);
  };
  return (key: string, scope: string, fingerprint: string, nowMillis: number): IdempotencyCheck => {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key))
      return {
        _tag: "Refused",
        refusal: refuse(400, "Idempotency-Key must be 1 to 255 printable characters"),
      };
    const id = `${scope}\n${key}`;
    const known = kept.get(id);
    if (known !== undefined && nowMillis - known.atMillis < IDEMPOTENCY_WINDOW_MS)
      return known.fingerprint === fingerprint
        ? { _tag: "Replay", reply: known.reply }
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
    return { _tag: "First", settle };
  };
};

export type Idempotency = ReturnType<typeof makeIdempotency>;
