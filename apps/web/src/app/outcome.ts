/**
 * What running an effect of a page gives: its value; or its expected failure, typed as the effect's own error
 * (a domain error or an ApiError, to switch on by `_tag` or to show through errorText); or a defect (a die or an
 * interruption), which is never a typed error: the global error dialog has already shown it.
 */
export type Outcome<A, E> = Succeeded<A> | Failed<E> | Crashed;

export interface Succeeded<A> {
  readonly ok: true;
  readonly value: A;
}

export interface Failed<E> {
  readonly ok: false;
  readonly defect: false;
  readonly error: E;
}

export interface Crashed {
  readonly ok: false;
  readonly defect: true;
}

/** The expected failure of an outcome, if that is what it is (not a success, not a defect). */
export const failureOf = <E>(outcome: Outcome<unknown, E>): E | undefined =>
  !outcome.ok && !outcome.defect ? outcome.error : undefined;
