import * as Either from "effect/Either";

/** Interpolation values of a message. A param named `field` holds a message key (a field label) to translate. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message the UI translates: `validation.<key>` in snake_case, with optional interpolation params. */
export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

export const message = (key: string, params?: MessageParams): Message =>
  params === undefined ? { key } : { key, params };

/** The messages of each field that failed; a field that passed has no entry. */
export type FieldErrors<F extends string> = { readonly [K in F]?: ReadonlyArray<Message> };

/** Either the cleaned value (right) or the messages per field (left). */
export type Validated<A, F extends string> = Either.Either<A, FieldErrors<F>>;

/** One check: the field it belongs to and its message, or undefined when it passed. */
export type Check<F extends string> = readonly [F, Message | undefined];

export const fieldErrors = <F extends string>(checks: ReadonlyArray<Check<F>>): FieldErrors<F> => {
  const errors: { [K in F]?: Message[] } = {};
  for (const [field, failed] of checks) {
    if (failed === undefined) continue;
    const list = errors[field] ?? [];
    list.push(failed);
    errors[field] = list;
  }
  return errors;
};

/** Runs the checks; the cleaned value is built only when every check passed. */
export const validated = <A, F extends string>(
  checks: ReadonlyArray<Check<F>>,
  clean: () => A,
): Validated<A, F> => {
  const errors = fieldErrors(checks);
  return Object.keys(errors).length === 0 ? Either.right(clean()) : Either.left(errors);
};

/** Every message key of the errors, flattened in field order: for shells that list lines (the CLI). */
export const messageKeys = <F extends string>(errors: FieldErrors<F>): ReadonlyArray<string> =>
  Object.values<ReadonlyArray<Message> | undefined>(errors).flatMap((list) => (list ?? []).map((m) => m.key));
