/**
 * A domain check as the predicate of a schema filter: the message key of its first issue refuses the value. The
 * message stays a key here; the fake API words it in English in its 400 (server/issue-text.ts), a shell in its own
 * language.
 */
export const refusedBy =
  <A>(issuesOf: (value: A) => ReadonlyArray<{ readonly key: string }>) =>
  (value: A): true | string =>
    issuesOf(value)[0]?.key ?? true;
