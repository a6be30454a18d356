import * as Effect from "effect/Effect";
import { SimApi } from "../sim-api";
import type { AuthCodeReply } from "../sim-requests";
import type { SimCallFailed } from "./sim-errors";
import { simCallFailed } from "./sim-errors";

/** Asks the operator to e-mail a code for a sensitive SIM action (the alternative to typing the password). */
export const sendSimAuthCode = (input: {
  readonly customerUUID: string;
  readonly productUUID: string;
}): Effect.Effect<AuthCodeReply, SimCallFailed, SimApi> =>
  Effect.flatMap(SimApi, (api) =>
    api
      .sendAuthCode({ CustomerUUID: input.customerUUID, ProductInstanceUUID: input.productUUID })
      .pipe(Effect.mapError(simCallFailed("auth_code"))),
  );
