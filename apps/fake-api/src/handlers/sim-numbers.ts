import type { simCalls } from "@waea/adapters/http/contract";
import { parseNzMobileNumber } from "@waea/domain/validation";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { checkReauth } from "./sim-reauth";
import { checkActivated, ownSim } from "./sim-service";

type NumberHandlers = Pick<Handlers<typeof simCalls>, "sim.searchMsisdn" | "sim.changeMsisdn">;

/**
 * SIM-05: pages of the free numbers, and a change to one of them (sensitive: re-authenticated). The page, its size,
 * the chosen number's form and the credential's are the contract's to check (sim-input.ts).
 */
export const simNumberHandlers: NumberHandlers = {
  "sim.searchMsisdn": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    const start = (body.Page - 1) * body.Amount;
    // An empty page is a reply, not an error: the portal shows 'No new phone numbers' (spec 02 §5).
    return { MSISDNs: context.world.sim.freeNumbers.slice(start, start + body.Amount) };
  },

  "sim.changeMsisdn": async ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    const activated = checkActivated(sim.product);
    if (activated !== undefined) return activated;
    const msisdn = parseNzMobileNumber(body.MSISDN.trim())?.msisdn ?? body.MSISDN;
    if (!context.world.sim.freeNumbers.includes(msisdn)) return refuse(404, "This number is not available");
    const commit = await checkReauth(context, body);
    if (isRefusal(commit)) return commit;
    const sims = context.world.sim;
    // Checked again: another change may have taken the number while the password was checked.
    if (!sims.freeNumbers.includes(msisdn)) return refuse(404, "This number is not available");
    commit();
    sims.freeNumbers = sims.freeNumbers.filter((number) => number !== msisdn);
    const product = context.world.core.products[sim.product.UUID] ?? sim.product;
    context.world.core.products[product.UUID] = { ...product, MSISDN: msisdn };
    return { MSISDN: msisdn };
  },
};
