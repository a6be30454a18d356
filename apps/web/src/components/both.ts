import type { FieldErrors, Validated } from "@waea/domain/validation";
import * as Either from "effect/Either";

/** Two validations of one form at once: both values, or every message of both (each field keeps all of its own). */
export const both = <A, FA extends string, B, FB extends string>(
  a: Validated<A, FA>,
  b: Validated<B, FB>,
): Validated<readonly [A, B], FA | FB> => {
  if (Either.isRight(a) && Either.isRight(b)) return Either.right([a.right, b.right] as const);
  const errors: FieldErrors<FA | FB> = {
    ...(Either.isLeft(a) ? a.left : {}),
    ...(Either.isLeft(b) ? b.left : {}),
  };
  return Either.left(errors);
};
