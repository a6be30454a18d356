import { FieldLabels } from "./field-labels";
import { checkRequired, formatInvalidMessage } from "./generic";
import { parseNzMobileNumber } from "./mobile-number";
import { parseSimId } from "./sim-id";
import { validated, type Validated } from "./messages";

/** What a customer typed to sign in by phone or SIM (AUTH-04): the payload field it goes into, and the value. */
export type SignInIdentifier =
  | { readonly kind: "MobileNumber"; readonly value: string }
  | { readonly kind: "SIMID"; readonly value: string };

/**
 * One box takes a mobile number or a SIM ID. The two cannot be confused: a SIM ID has at least 19 digits and starts
 * with 89, a mobile number at most 13 and starts with 0, 64 or +64. The mobile number is sent as its MSISDN.
 */
export const validateSignInIdentifier = (
  input: string | undefined,
): Validated<SignInIdentifier, "identifier"> => {
  const text = input ?? "";
  const simId = parseSimId(text);
  const mobile = parseNzMobileNumber(text);
  const identifier: SignInIdentifier | undefined =
    simId !== undefined
      ? { kind: "SIMID", value: simId }
      : mobile !== undefined
        ? { kind: "MobileNumber", value: mobile.msisdn }
        : undefined;
  return validated(
    [
      [
        "identifier",
        checkRequired(text, FieldLabels.phoneOrSim) ??
          (identifier === undefined ? formatInvalidMessage(FieldLabels.phoneOrSim) : undefined),
      ],
    ],
    () => identifier ?? { kind: "MobileNumber", value: "" },
  );
};
