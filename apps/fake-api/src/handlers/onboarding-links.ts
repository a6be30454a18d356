import type { onboardingCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { OnboardingErrors, validateVerificationCode } from "@waea/domain/onboarding";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { textActivationLink } from "../world/activation-texts";
import { LINK_LIFETIME_MS } from "../world/onboarding";
import { checkAttempt } from "./attempt-check";
import { OnboardingRefusals, adopt, checkSpid, isActivated } from "./onboarding-services";

type LinkIds = "onboarding.activateByCode" | "onboarding.requestNewActivationLink";

const invalidLink = () => refuse(404, translate("en", "onboarding.activation_link_invalid"));

/**
 * ONB-01: activation/:code. The link must exist and not have expired (410: "Your activation link has expired",
 * a new one is texted to the SIM's number with its code), the verification code must match; the service is then
 * adopted into its account.
 */
export const linkHandlers: Pick<Handlers<typeof onboardingCalls>, LinkIds> = {
  "onboarding.activateByCode": async ({ params, body }, context) => {
    const bad = checkSpid(body.SPID);
    if (bad !== undefined) return bad;
    const link = context.world.onboarding.links[params.code];
    if (link === undefined) return invalidLink();
    if (link.ExpiresAtMillis <= context.nowMillis)
      return refuse(410, translate("en", OnboardingErrors.activationLinkExpired));
    const typed = validateVerificationCode(body.VerificationCode);
    if (Either.isLeft(typed)) return refuse(400, translate("en", typed.left));
    // Guesses of a link's verification code are counted (attempt-check.ts), per link and address.
    const passed = await checkAttempt(
      context,
      `activation:${params.code}`,
      () => typed.right === link.VerificationCode,
    );
    if (isRefusal(passed)) return passed;
    if (!passed) return OnboardingRefusals.codeIncorrect();
    const product = context.world.core.products[link.ProductUUID];
    if (product === undefined) return OnboardingRefusals.noService();
    return isActivated(context, product) ? OnboardingRefusals.alreadyActive() : adopt(context, product);
  },

  "onboarding.requestNewActivationLink": ({ params }, context) => {
    const link = context.world.onboarding.links[params.code];
    if (link === undefined) return invalidLink();
    const product = context.world.core.products[link.ProductUUID];
    if (product === undefined) return OnboardingRefusals.noService();
    if (isActivated(context, product)) return OnboardingRefusals.alreadyActive();
    const renewed = { ...link, ExpiresAtMillis: context.nowMillis + LINK_LIFETIME_MS };
    context.world.onboarding.links[params.code] = renewed;
    // The new link and its code are texted to the SIM's number (the simulated mailbox keeps the SMS there).
    if (product.MSISDN !== undefined) textActivationLink(context, product.MSISDN, params.code, renewed);
    return { SMSSent: true };
  },
};
