import * as Either from "effect/Either";

/** A payment or purchase reply with no body gives 'No Data' (spec 02 §7). */
export const GUEST_NO_DATA = "guest.no_data";

export const requireGuestBody = <A>(reply: A | null | undefined): Either.Either<A, typeof GUEST_NO_DATA> =>
  reply === null || reply === undefined ? Either.left(GUEST_NO_DATA) : Either.right(reply);
