/**
 * The first reply of each money-moving call made with an Idempotency-Key (server/idempotency.ts), kept in the world
 * so it is written in the same save as the money it moved: after a restart with --state a retry of the same intent
 * gets the same reply and moves nothing. Keyed by call, login and key; kept 24 hours.
 */
export interface KeptReply {
  /** The method, path, query and body the key was first used with. */
  readonly Fingerprint: string;
  readonly AtMillis: number;
  /** What the handler answered (absent for a reply without a body). */
  readonly Result?: unknown;
}

export interface IdempotencyState {
  readonly replies: Record<string, KeptReply>;
}

export const seedIdempotency = (): IdempotencyState => ({ replies: {} });
