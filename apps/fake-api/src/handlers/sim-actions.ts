import type { simCalls } from "@waea/adapters/http/contract";
import { normaliseSimId, type SimToggleRequest } from "@waea/domain/sim";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { randomFor } from "../world/prng";
import { checkReauth } from "./sim-reauth";
import { checkActivated, checkType, ownSim, replaceService, simStatusOf, type OwnSim } from "./sim-service";

type ActionHandlers = Pick<Handlers<typeof simCalls>, "sim.enable" | "sim.disable" | "sim.swap">;

/** The records again after an await: another request may have replaced them meanwhile. */
const latest = (context: SignedInContext, sim: OwnSim): OwnSim => ({
  product: context.world.core.products[sim.product.UUID] ?? sim.product,
  service: context.world.sim.services[sim.product.UUID] ?? sim.service,
});

/** Enable or disable (SIM-02): the SIM must be in the other state, the credential right. */
const toggle = (enabled: boolean) => async (body: SimToggleRequest, context: SignedInContext) => {
  const sim = ownSim(context, body.CustomerUUID, body.ProductInstanceUUID);
  if (isRefusal(sim)) return sim;
  const bad = checkType(sim.product, body.Type) ?? checkActivated(sim.product);
  if (bad !== undefined) return bad;
  if (sim.service.Enabled === enabled)
    return refuse(409, enabled ? "This SIM is already enabled" : "This SIM is already disabled");
  const commit = await checkReauth(context, body);
  if (isRefusal(commit)) return commit;
  commit();
  const now = latest(context, sim);
  const service = { ...now.service, Enabled: enabled };
  replaceService(context, now.product.UUID, service);
  return simStatusOf({ product: now.product, service });
};

/** A SIM ID on any service, or one swapped out before, cannot be used again. */
const simIdInUse = (context: SignedInContext, simId: string): boolean =>
  context.world.sim.retiredSimIds.includes(simId) ||
  Object.values(context.world.core.products).some((product) => product.SIMID === simId);

/** The new SIM's IMSI and PUK, derived from its SIM ID: the same card always reads the same. */
const newCard = (context: SignedInContext, simId: string) => {
  const random = randomFor(context.world.seed, `sim-card:${simId}`);
  return { IMSI: `53024${random.digits(10)}`, PUK: random.digits(8) };
};

const swapped = (context: SignedInContext, before: OwnSim, simId: string): OwnSim => {
  const sim = latest(context, before);
  const card = newCard(context, simId);
  const product = { ...sim.product, SIMID: simId, IMSI: card.IMSI };
  const service = { ...sim.service, Enabled: true, ESIM: false, PUK: card.PUK };
  const old = sim.product.SIMID;
  const sims = context.world.sim;
  if (old !== undefined) sims.retiredSimIds = [...sims.retiredSimIds, old];
  context.world.core.products[product.UUID] = product;
  replaceService(context, product.UUID, service);
  return { product, service };
};

/** SIM-02 and SIM-03: the sensitive SIM actions, each re-authenticated by password or e-mailed code. */
export const simActionHandlers: ActionHandlers = {
  "sim.enable": ({ body }, context) => toggle(true)(body, context),
  "sim.disable": ({ body }, context) => toggle(false)(body, context),

  "sim.swap": async ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.ProductInstanceUUID);
    if (isRefusal(sim)) return sim;
    const bad = checkType(sim.product, body.Type) ?? checkActivated(sim.product);
    if (bad !== undefined) return bad;
    // the SIM ID's form is the contract's to check (sim-input.ts); it is kept without spaces or dashes
    const simId = normaliseSimId(body.SIMID);
    if (simIdInUse(context, simId)) return refuse(409, "This SIM card is already in use");
    const commit = await checkReauth(context, body);
    if (isRefusal(commit)) return commit;
    // Checked again: another swap may have taken the card while the password was checked.
    if (simIdInUse(context, simId)) return refuse(409, "This SIM card is already in use");
    commit();
    return simStatusOf(swapped(context, sim, simId));
  },
};
