import type { CallId } from "@waea/adapters/http/contract";
import { authExamples } from "./auth";
import { billingExamples } from "./billing";
import type { AnyExample } from "./example";
import { paymentsExamples } from "./payments";
import { providerExamples } from "./payment-provider";
import { usageExamples } from "./usage";
import { plansExamples } from "./plans";
import { simExamples } from "./sim";
import { portingExamples } from "./porting";
import { onboardingExamples } from "./onboarding";
import { guestExamples } from "./guest";
import { customerExamples } from "./customer";
import { addressExamples } from "./address";
import { accountProductsExamples } from "./account-products";
import { cartExamples } from "./cart";
import { checkoutExamples } from "./checkout";
import { broadbandExamples } from "./broadband";
import { groupsExamples } from "./groups";
import { billingRoutesExamples } from "./billing-routes";
import { helpExamples } from "./help";
import { rewardsExamples } from "./rewards";
import { securityExamples } from "./mobile-security";

/**
 * A valid request for every contract entry; a context that adds calls adds its examples file here. Each context's
 * examples are checked against its own calls where they are written (`Examples<typeof authCalls>`, ...); this type
 * only says that none is missing. (Checking the whole spread against `Examples<Contract>` again compared every
 * example's input type a second time: a fifth of the tests' type check.)
 */
export const examples: { readonly [Id in CallId]: AnyExample } = {
  ...authExamples,
  ...billingExamples,
  ...paymentsExamples,
  ...providerExamples,
  ...usageExamples,
  ...plansExamples,
  ...simExamples,
  ...portingExamples,
  ...onboardingExamples,
  ...guestExamples,
  ...customerExamples,
  ...addressExamples,
  ...accountProductsExamples,
  ...cartExamples,
  ...checkoutExamples,
  ...broadbandExamples,
  ...groupsExamples,
  ...billingRoutesExamples,
  ...helpExamples,
  ...rewardsExamples,
  ...securityExamples,
};

export type { AnyExample, Example, ExampleContext, Examples } from "./example";
