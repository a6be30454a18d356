import type { onboardingCalls } from "@waea/adapters/http/contract";
import { validateVerificationCode } from "@waea/domain/onboarding";
import { SessionMessages } from "@waea/domain/session";
import { validateMobileNumber, validateSimId } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { translate } from "@waea/adapters/i18n";
import { isRefusal, refuse, type HandlerContext, type Handlers } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { signIn } from "./auth-sign-in";
import { checkAttempt } from "./attempt-check";
import { firstErrorText } from "./message-text";
import { numericCode } from "../auth/keys";
import {
  OnboardingRefusals,
  adopt,
  checkSpid,
  isActivated,
  issueToken,
  productByMsisdn,
  productBySimId,
} from "./onboarding-services";
import { sendMessage } from "../mailbox/mailbox";

type AdoptionIds =
  | "onboarding.adoptByIp"
  | "onboarding.adoptByToken"
  | "onboarding.adoptBySms"
  | "onboarding.adoptBySimSms"
  | "onboarding.resumeAdoption"
  | "onboarding.createAuthToken"
  | "onboarding.getAuthToken";

/** An SMS code lives 10 minutes; an auth token one hour. */
const SMS_CODE_LIFETIME_MS = 10 * 60_000;
const AUTH_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * The two SMS steps: without a code one is texted to the service's number (the last one counts); with it the code
 * must match while it lives, and the service is adopted.
 */
const bySms = async (
  context: HandlerContext,
  product: CoreProduct | undefined,
  smsCode: string | undefined,
) => {
  if (product === undefined) return OnboardingRefusals.notFound();
  if (isActivated(context, product)) return OnboardingRefusals.alreadyActive();
  const codes = context.world.onboarding.smsCodes;
  if (smsCode === undefined) {
    const counter = context.world.onboarding.counter + 1;
    context.world.onboarding.counter = counter;
    const code = numericCode(context.store.keys, `sms:${product.UUID}:${counter}`);
    codes[product.UUID] = { Code: code, ExpiresAtMillis: context.nowMillis + SMS_CODE_LIFETIME_MS };
    if (product.MSISDN !== undefined)
      sendMessage(context, {
        to: product.MSISDN,
        kind: "sign_in_code",
        subject: "Your code",
        text: `Your code to add this SIM to your account is ${code}.`,
        code,
      });
    return { SMSSent: true };
  }
  const typed = validateVerificationCode(smsCode);
  if (Either.isLeft(typed)) return refuse(400, translate("en", typed.left));
  // Guesses of a service's code are counted (attempt-check.ts): a 6-digit code would otherwise fall in minutes.
  const passed = await checkAttempt(context, `sms:${product.UUID}`, () => {
    const pending = codes[product.UUID];
    return (
      pending !== undefined && pending.ExpiresAtMillis > context.nowMillis && pending.Code === typed.right
    );
  });
  if (isRefusal(passed)) return passed;
  if (!passed) return OnboardingRefusals.codeIncorrect();
  delete codes[product.UUID];
  return adopt(context, product);
};

/** ONB-02: adoption by network address, link token, existing customer's token, SMS and SIM-SMS; auth tokens. */
export const adoptionHandlers: Pick<Handlers<typeof onboardingCalls>, AdoptionIds> = {
  "onboarding.adoptByIp": ({ body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const uuid = context.world.onboarding.networkAddressProduct;
    const product = uuid === null ? undefined : context.world.core.products[uuid];
    if (product === undefined) return OnboardingRefusals.cantAdoptByIp();
    return isActivated(context, product) ? OnboardingRefusals.alreadyActive() : adopt(context, product);
  },

  "onboarding.adoptByToken": ({ body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const link = context.world.onboarding.adoptionTokens[body.Token];
    if (link !== undefined) {
      if (link.ExpiresAtMillis <= context.nowMillis) return OnboardingRefusals.tokenError();
      const product = context.world.core.products[link.ProductUUID];
      if (product === undefined) return OnboardingRefusals.noService();
      return isActivated(context, product) ? OnboardingRefusals.alreadyActive() : adopt(context, product);
    }
    const auth = Object.values(context.world.onboarding.authTokens).find(
      (token) => token.Token === body.Token && token.ExpiresAtMillis > context.nowMillis,
    );
    if (auth === undefined || body.Token.trim() === "") return OnboardingRefusals.tokenError();
    const msisdn = body.MobileNumber === undefined ? undefined : validateMobileNumber(body.MobileNumber);
    const simId = body.SIMID === undefined ? undefined : validateSimId(body.SIMID);
    const product =
      msisdn !== undefined && Either.isRight(msisdn)
        ? productByMsisdn(context, msisdn.right.msisdn)
        : simId !== undefined && Either.isRight(simId)
          ? productBySimId(context, simId.right)
          : undefined;
    if (product === undefined) return OnboardingRefusals.noService();
    if (isActivated(context, product)) return OnboardingRefusals.alreadyActive();
    return adopt(context, product, auth.CustomerUUID);
  },

  "onboarding.adoptBySms": ({ body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const number = validateMobileNumber(body.MobileNumber);
    if (Either.isLeft(number)) return refuse(400, firstErrorText(number.left, "MobileNumber is not valid"));
    return bySms(context, productByMsisdn(context, number.right.msisdn), body.SMSCode);
  },

  "onboarding.adoptBySimSms": ({ body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const given = body.SIMID ?? body.ICCID;
    if (given === undefined) return refuse(400, translate("en", "onboarding.number_or_sim_required"));
    const simId = validateSimId(given);
    if (Either.isLeft(simId)) return refuse(400, firstErrorText(simId.left, "SIMID is not valid"));
    return bySms(context, productBySimId(context, simId.right), body.SMSCode);
  },

  "onboarding.resumeAdoption": ({ params }, context) => {
    const adoption = context.world.onboarding.adoptions[params.id];
    if (adoption === undefined || adoption.ExpiresAtMillis <= context.nowMillis)
      return OnboardingRefusals.tokenError();
    return {
      CustomerUUID: adoption.CustomerUUID,
      ProductInstanceUUID: adoption.ProductInstanceUUID,
      Token: params.id,
    };
  },

  "onboarding.createAuthToken": async ({ body }, context) => {
    const login = await signIn(context, body);
    if (isRefusal(login)) return login;
    const customer = login.CustomerUUIDs[0];
    if (customer === undefined) return refuse(400, "No CustomerUUID");
    const reply = {
      ID: issueToken(context, "auth-token-id"),
      Token: issueToken(context, "auth-token"),
      CustomerUUID: customer,
    };
    context.world.onboarding.authTokens[reply.ID] = {
      ...reply,
      ExpiresAtMillis: context.nowMillis + AUTH_TOKEN_LIFETIME_MS,
    };
    return reply;
  },

  "onboarding.getAuthToken": ({ params }, context) => {
    const token = context.world.onboarding.authTokens[params.id];
    return token === undefined || token.ExpiresAtMillis <= context.nowMillis
      ? refuse(404, SessionMessages.noAuthToken)
      : { ID: token.ID, Token: token.Token, CustomerUUID: token.CustomerUUID };
  },
};
