import type { Contract } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";
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

/** One handler per contract entry: a context that adds calls to the contract adds its handlers here. */
export const handlers: Handlers<Contract> = {
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
};
