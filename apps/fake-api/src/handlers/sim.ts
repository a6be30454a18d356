import type { simCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { maskEmail } from "@waea/domain/account";
import { simSettingLabelKey, simSettingsViolations, type Violation } from "@waea/domain/sim";
import { isRefusal, refuse, type Handlers } from "../server/handler";
import { ownProductByUuid } from "./own-product";
import { simActionHandlers } from "./sim-actions";
import { simNumberHandlers } from "./sim-numbers";
import { issueSimCode } from "./sim-reauth";
import { ownSim, replaceService, simStatusOf } from "./sim-service";
import { simTransferHandlers } from "./sim-transfer";

const label = (path: Violation["dependent"]): string => translate("en", simSettingLabelKey(path));

/** Why settings are refused: each switch that is on while the calls it needs are barred. */
const violationText = (violations: ReadonlyArray<Violation>): string =>
  `body.Settings: ${violations
    .map((v) => `${label(v.dependent)} cannot be on while ${label(v.barring)} are off`)
    .join("; ")}`;

/** The SIM calls (SIM-01..05, PLAN-08) over the sim slice and core's products. */
export const simHandlers: Handlers<typeof simCalls> = {
  "sim.getDailyRoaming": ({ params }, context) => {
    const sim = ownSim(context, params.account, params.product);
    return isRefusal(sim) ? sim : { AutoActive: sim.service.AutoActive };
  },

  "sim.setDailyRoaming": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    replaceService(context, sim.product.UUID, { ...sim.service, AutoActive: body.AutoActive });
    return { AutoActive: body.AutoActive };
  },

  "sim.getSettings": ({ query }, context) => {
    const sim = ownSim(context, query.CustomerUUID, query.MobileUUID);
    return isRefusal(sim) ? sim : sim.service.Settings;
  },

  "sim.putSettings": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.MobileUUID);
    if (isRefusal(sim)) return sim;
    // The portal resolves dependencies and asks the customer first (SIM-01); the network refuses what breaks them.
    const violations = simSettingsViolations(body.Settings);
    if (violations.length > 0) return refuse(400, violationText(violations));
    replaceService(context, sim.product.UUID, { ...sim.service, Settings: body.Settings });
    return body.Settings;
  },

  ...simActionHandlers,

  "sim.status": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.ProductInstanceUUID);
    return isRefusal(sim) ? sim : simStatusOf(sim);
  },

  ...simNumberHandlers,
  ...simTransferHandlers,

  "sim.metadata": ({ params }, context) => {
    const product = ownProductByUuid(context, params.product);
    if (isRefusal(product)) return product;
    const service = context.world.sim.services[product.UUID];
    return service === undefined ? refuse(404, "This mobile service has no SIM") : service.Metadata;
  },

  "sim.sendAuthCode": ({ body }, context) => {
    const sim = ownSim(context, body.CustomerUUID, body.ProductInstanceUUID);
    if (isRefusal(sim)) return sim;
    issueSimCode(context);
    return { Sent: true, Email: maskEmail(context.login.Email) };
  },
};
