import { splitBillingReference } from "../account";

/**
 * A SIM transfer: the billing reference's second part changed while its first part differs too, i.e. the service
 * moved to another billing kind and account (spec 01 §4, ONB-10). The page shows the message and reloads the product.
 */
export const isSimTransfer = (previous: string | undefined, next: string | undefined): boolean => {
  const before = splitBillingReference(previous);
  const after = splitBillingReference(next);
  if (before === undefined || after === undefined) return false;
  return before.account !== after.account && before.kind.toLowerCase() !== after.kind.toLowerCase();
};

export const SIM_TRANSFER_MESSAGE = "onboarding.sim_transferred";
