import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { SPID } from "../../config";
import type { IdentityProvider } from "../../session";
import { OnboardingApi } from "../onboarding-api";
import { adoptedCustomer, smsAdoptionErrorKey } from "../adoption";
import { OnboardingErrors } from "../onboarding-errors";
import type { AdoptionReply } from "../onboarding-requests";
import { OnboardingFailed, onboardingFailed } from "./onboarding-failed";

/** What the customer gave for the adoption method chosen by chooseAdoptionMethod. */
export type AdoptionCommand =
  | { readonly method: "token"; readonly token: string }
  | {
      readonly method: "existing_customer";
      readonly provider: IdentityProvider;
      readonly authId: string;
      readonly authCode: string;
      readonly mobileNumber?: string;
      readonly simId?: string;
    }
  | { readonly method: "network_address" }
  | { readonly method: "sms"; readonly mobileNumber: string; readonly smsCode?: string }
  | { readonly method: "sim_sms"; readonly simId: string; readonly smsCode?: string };

export type AdoptionResult =
  | { readonly _tag: "CodeSent" }
  | {
      readonly _tag: "Adopted";
      readonly customerUUID: string;
      readonly productUUID: string;
      readonly resumeToken: string | undefined;
    };

const result = (reply: AdoptionReply): Effect.Effect<AdoptionResult, OnboardingFailed> => {
  if (reply.SMSSent === true && reply.CustomerUUID === undefined) return Effect.succeed({ _tag: "CodeSent" });
  const customer = adoptedCustomer(reply);
  if (Either.isLeft(customer)) return Effect.fail(new OnboardingFailed({ messageKey: customer.left }));
  if ((reply.ProductInstanceUUID ?? "") === "")
    return Effect.fail(new OnboardingFailed({ messageKey: OnboardingErrors.noService }));
  return Effect.succeed({
    _tag: "Adopted",
    customerUUID: customer.right,
    productUUID: reply.ProductInstanceUUID ?? "",
    resumeToken: reply.Token,
  });
};

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** ONB-02: adopt the service by the chosen method; the SMS methods first answer CodeSent, then Adopted. */
export const adoptService = (
  command: AdoptionCommand,
): Effect.Effect<AdoptionResult, OnboardingFailed, OnboardingApi> =>
  Effect.gen(function* () {
    const api = yield* OnboardingApi;
    const call = (() => {
      switch (command.method) {
        case "token":
          return api.adoptByToken({ SPID, Token: command.token });
        case "network_address":
          return api.adoptByIp({ SPID });
        case "sms":
          return api.adoptBySms({
            SPID,
            MobileNumber: command.mobileNumber,
            ...optional("SMSCode", command.smsCode),
          });
        case "sim_sms":
          return api.adoptBySimSms({ SPID, SIMID: command.simId, ...optional("SMSCode", command.smsCode) });
        case "existing_customer":
          return Effect.flatMap(
            api.createAuthToken({
              SPID,
              IdentityProvider: command.provider,
              AuthID: command.authId,
              AuthCode: command.authCode,
              IncludeRoles: true,
            }),
            (auth) =>
              api.adoptByToken({
                SPID,
                Token: auth.Token,
                ...optional("MobileNumber", command.mobileNumber),
                ...optional("SIMID", command.simId),
              }),
          );
      }
    })();
    const withCode =
      (command.method === "sms" || command.method === "sim_sms") && command.smsCode !== undefined;
    const reply = yield* call.pipe(
      Effect.mapError(onboardingFailed(withCode ? smsAdoptionErrorKey : undefined)),
    );
    return yield* result(reply);
  });

/** Resume an adoption from its token (v3/adoption_token_resume/{id}), e.g. after the page was reloaded. */
export const resumeAdoption = (
  tokenId: string,
): Effect.Effect<AdoptionResult, OnboardingFailed, OnboardingApi> =>
  Effect.gen(function* () {
    const api = yield* OnboardingApi;
    const reply = yield* api.resumeAdoption(tokenId).pipe(Effect.mapError(onboardingFailed()));
    return yield* result(reply);
  });
