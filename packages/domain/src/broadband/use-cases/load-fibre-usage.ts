import * as Effect from "effect/Effect";
import type { ApiError, Storage } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import {
  fibreUsageTotals,
  newestDaysFirst,
  type FibreUsageDay,
  type FibreUsageReply,
  type FibreUsageTotals,
} from "../fibre-usage";
import { chosenFibreService, loadChosenFibreService } from "./fibre-choice";
import { loadFibreServices, type FibreService } from "./load-fibre-services";

/** The fibre usage page's figures: the service, its period, the totals and the days newest first. */
export interface FibreUsage {
  readonly service: FibreService;
  readonly usage: FibreUsageReply;
  readonly totals: FibreUsageTotals;
  readonly days: ReadonlyArray<FibreUsageDay>;
}

/**
 * BB-04, ufb/usage: the data use this billing period of the account's fibre service (the one chosen on this
 * device, else the newest); undefined when the account has no fibre service.
 */
export const loadFibreUsage = (
  customerUUID: string,
): Effect.Effect<FibreUsage | undefined, ApiError, BroadbandApi | Storage> =>
  Effect.gen(function* () {
    const services = yield* loadFibreServices(customerUUID);
    const service = chosenFibreService(services, yield* loadChosenFibreService);
    if (service === undefined) return undefined;
    const api = yield* BroadbandApi;
    const usage = yield* api.ufbUsage(service.product.UUID);
    return { service, usage, totals: fibreUsageTotals(usage.Days), days: newestDaysFirst(usage.Days) };
  });
