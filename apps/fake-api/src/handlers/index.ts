import type { CallId } from "@waea/adapters/http/contract";
import { authHandlers } from "./auth";
import { billingHandlers } from "./billing";
import { paymentsHandlers } from "./payments";
import { providerHandlers } from "./payment-provider";
import { usageHandlers } from "./usage";
import { plansHandlers } from "./plans";
import { simHandlers } from "./sim";
import { portingHandlers } from "./porting";
import { onboardingHandlers } from "./onboarding";
import { guestHandlers } from "./guest";
import { customerHandlers } from "./customer";
import { addressHandlers } from "./address";
import { accountProductsHandlers } from "./account-products";
import { cartHandlers } from "./cart";
import { checkoutHandlers } from "./checkout";
import { broadbandHandlers } from "./broadband";
import { groupsHandlers } from "./groups";
import { billingRoutesHandlers } from "./billing-routes";
import { helpHandlers } from "./help";
import { rewardsHandlers } from "./rewards";
import { securityHandlers } from "./mobile-security";

/**
 * One handler per contract entry: a context that adds calls to the contract adds its handlers here. Each context's
 * handlers are checked against its own calls where they are written (`Handlers<typeof authCalls>`, ...); this type
 * only says that none is missing. (Checking the whole spread against `Handlers<Contract>` again compared every
 * handler's input and reply types a second time: a quarter of the fake API's type check.)
 */
export const handlers: { readonly [Id in CallId]: unknown } = {
  ...authHandlers,
  ...billingHandlers,
  ...paymentsHandlers,
  ...providerHandlers,
  ...usageHandlers,
  ...plansHandlers,
  ...simHandlers,
  ...portingHandlers,
  ...onboardingHandlers,
  ...guestHandlers,
  ...customerHandlers,
  ...addressHandlers,
  ...accountProductsHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...broadbandHandlers,
  ...groupsHandlers,
  ...billingRoutesHandlers,
  ...helpHandlers,
  ...rewardsHandlers,
  ...securityHandlers,
};
