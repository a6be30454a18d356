/** What docs/api.md says of a call beside its shape: what it does, and where the spec describes it. */
export interface CallDoc {
  readonly summary: string;
  /** Where the spec describes the call, e.g. "02 §7". */
  readonly spec: string;
}

/** Docs by call id ("<context>.<portMethod>"). */
export type CallDocs = Readonly<Record<string, CallDoc>>;
