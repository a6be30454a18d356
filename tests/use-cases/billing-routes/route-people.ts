import type { Approval, BillingRoutesView } from "@waea/domain/billing-routes";
import { loadBillingRoutes } from "@waea/domain/billing-routes";
import { SPID } from "@waea/domain/config";
import type { Customer } from "../support/fake-api";

/** The billing routes page of a signed-in customer, as the use case loads it. */
export const routesPage = (who: Customer): Promise<BillingRoutesView> =>
  who.run(loadBillingRoutes(who.customer));

/** The one approval waiting for this customer's answer that matches, else the test fails. */
export const awaiting = async (
  who: Customer,
  matches: (approval: Approval) => boolean,
): Promise<Approval> => {
  const found = (await routesPage(who)).approvals.find(matches);
  if (found === undefined) throw new Error(`no approval waiting for customer ${who.customer}`);
  return found;
};

/** An invite or request this customer sends through the use case's input. */
export const routeInvite = (
  who: Customer,
  mode: "invite" | "request",
  requestedTo: string,
  description = "",
) => ({
  mode,
  spid: SPID,
  customerUuid: who.customer,
  requestedTo,
  description,
});
