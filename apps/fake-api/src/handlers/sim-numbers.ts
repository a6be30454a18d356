import type { simCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { validatePhoneNumberChoice } from "@waea/domain/sim";
import { parseNzMobileNumber } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { checkReauth } from "./sim-reauth";
import { checkActivated, ownSim } from "./sim-service";

type NumberHandlers = Pick<Handlers<typeof simCalls>, "sim.searchMsisdn" | "sim.changeMsisdn">;

const MAX_AMOUNT = 100;

/** SIM-05: pages of the free numbers, and a change to one of them (sensitive: re-authenticated). */
export const simNumberHandlers: NumberHandlers = {
  "sim.searchMsisdn": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    if (body.Page < 1) return refuse(400, "body.Page: must be 1 or more");
    if (body.Amount < 1 || body.Amount > MAX_AMOUNT)
      return refuse(400, `body.Amount: must be between 1 and ${MAX_AMOUNT}`);
    const start = (body.Page - 1) * body.Amount;
    // An empty page is a reply, not an error: the portal shows 'No new phone numbers' (spec 02 §5).
    return { MSISDNs: context.world.sim.freeNumbers.slice(start, start + body.Amount) };
  },

  "sim.changeMsisdn": async ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    const activated = checkActivated(sim.product);
    if (activated !== undefined) return activated;
    const chosen = validatePhoneNumberChoice(body.MSISDN);
    if (Either.isLeft(chosen)) return refuse(400, translate("en", chosen.left));
    const msisdn = parseNzMobileNumber(chosen.right)?.msisdn;
    if (msisdn === undefined) return refuse(400, "body.MSISDN: not a valid Mobile number");
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
