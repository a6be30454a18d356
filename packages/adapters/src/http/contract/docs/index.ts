import { accountProductsDocs } from "./account-products";
import { addressDocs } from "./address";
import { authDocs } from "./auth";
import { billingRoutesDocs } from "./billing-routes";
import { billingDocs } from "./billing";
import { broadbandFibreDocs } from "./broadband-fibre";
import { broadbandDocs } from "./broadband";
import { cartDocs } from "./cart";
import { checkoutDocs } from "./checkout";
import { customerDocs } from "./customer";
import { groupsDocs } from "./groups";
import { guestDocs } from "./guest";
import { helpDocs } from "./help";
import { onboardingDocs } from "./onboarding";
import { paymentProviderDocs } from "./payment-provider";
import { paymentsPurchasesDocs } from "./payments-purchases";
import { paymentsDocs } from "./payments";
import { plansDocs } from "./plans";
import { portingDocs } from "./porting";
import { rewardsDocs } from "./rewards";
import { securityDocs } from "./mobile-security";
import { simDocs } from "./sim";
import { usageDocs } from "./usage";
import type { CallDoc, CallDocs } from "./call-doc";

export type { CallDoc, CallDocs } from "./call-doc";

/**
 * What each call of the contract does and where the spec describes it, by call id: docs/api.md's columns (`npm run
 * docs:api`). Kept beside the contract, not in it: the browser's build has the contract (the client is built from
 * it) and never shows these texts (5 KiB gzip of the signed-in start). A test checks every call has its docs.
 */
export const callDocs: CallDocs = {
  ...accountProductsDocs,
  ...addressDocs,
  ...authDocs,
  ...billingRoutesDocs,
  ...billingDocs,
  ...broadbandFibreDocs,
  ...broadbandDocs,
  ...cartDocs,
  ...checkoutDocs,
  ...customerDocs,
  ...groupsDocs,
  ...guestDocs,
  ...helpDocs,
  ...onboardingDocs,
  ...paymentProviderDocs,
  ...paymentsPurchasesDocs,
  ...paymentsDocs,
  ...plansDocs,
  ...portingDocs,
  ...rewardsDocs,
  ...securityDocs,
  ...simDocs,
  ...usageDocs,
};

/** The docs of a call; a call without them fails (the contract test checks that none is missing). */
export const callDoc = (id: string): CallDoc => {
  const doc = callDocs[id];
  if (doc === undefined) throw new Error(`no docs for the call ${id} (contract/docs)`);
  return doc;
};
