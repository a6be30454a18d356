import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Settings } from "../../config";
import { SimApi } from "../sim-api";
import { isSimActionAllowed } from "../sim-actions";
import {
  MSISDN_SEARCH_PAGE_SIZE,
  phoneNumberPage,
  validatePhoneNumberChoice,
  type PhoneNumberPage,
} from "../phone-number-search";
import { reauthFields, validateReauth, type ReauthCredential } from "../reauthentication";
import type { SimCallFailed } from "./sim-errors";
import { SimActionRefused, simCallFailed } from "./sim-errors";

export interface ServiceRef {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly productUUID: string;
}

const gate = (settings: Settings) =>
  isSimActionAllowed(settings, "phone_number_change")
    ? Effect.void
    : Effect.fail(
        new SimActionRefused({ action: "phone_number_change", messageKey: "sim.action_not_allowed" }),
      );

/** SIM-05: one page of free numbers, 15 by default; an empty page refuses with 'No new phone numbers'. */
export const searchPhoneNumbers = (
  input: ServiceRef & { readonly page: number },
): Effect.Effect<PhoneNumberPage, SimActionRefused | SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    yield* gate(input.settings);
    const api = yield* SimApi;
    const reply = yield* api
      .searchMsisdn({
        CustomerUUID: input.customerUUID,
        MobileUUID: input.productUUID,
        Page: input.page,
        Amount: MSISDN_SEARCH_PAGE_SIZE,
      })
      .pipe(Effect.mapError(simCallFailed("phone_number_change")));
    const page = phoneNumberPage(reply.MSISDNs, input.page);
    return Either.isLeft(page)
      ? yield* new SimActionRefused({ action: "phone_number_change", messageKey: page.left })
      : page.right;
  });

/** SIM-05: change to the chosen number; a change needs a number and the user's credential. */
export const changePhoneNumber = (
  input: ServiceRef & { readonly chosen: string | undefined; readonly credential: ReauthCredential },
): Effect.Effect<string, SimActionRefused | SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    yield* gate(input.settings);
    const action = "phone_number_change" as const;
    const number = validatePhoneNumberChoice(input.chosen);
    if (Either.isLeft(number)) return yield* new SimActionRefused({ action, messageKey: number.left });
    const credential = validateReauth(input.credential);
    if (Either.isLeft(credential))
      return yield* new SimActionRefused({ action, messageKey: credential.left });
    const api = yield* SimApi;
    const reply = yield* api
      .changeMsisdn({
        MSISDN: number.right,
        MobileUUID: input.productUUID,
        CustomerUUID: input.customerUUID,
        ...reauthFields(credential.right),
      })
      .pipe(Effect.mapError(simCallFailed(action)));
    return reply.MSISDN;
  });
