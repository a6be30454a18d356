import * as Effect from "effect/Effect";
import type { ApiError, Storage } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { switchProtection, type BroadbandProtection, type BroadbandSecurity } from "../broadband-security";
import { chosenFibreService, loadChosenFibreService } from "./fibre-choice";
import { loadFibreServices, type FibreService } from "./load-fibre-services";

export interface ServiceSecurity {
  readonly service: FibreService;
  readonly security: BroadbandSecurity;
}

/**
 * BB-04, profile/broadband/security: the network protection of the account's fibre service (the one chosen on this
 * device, else the newest); undefined when the account has no fibre service.
 */
export const loadBroadbandSecurity = (
  customerUUID: string,
): Effect.Effect<ServiceSecurity | undefined, ApiError, BroadbandApi | Storage> =>
  Effect.gen(function* () {
    const services = yield* loadFibreServices(customerUUID);
    const service = chosenFibreService(services, yield* loadChosenFibreService);
    if (service === undefined) return undefined;
    const api = yield* BroadbandApi;
    return { service, security: yield* api.ufbSecurity(service.product.UUID) };
  });

/** Switches one protection of a service: one call per change; none when it is already so (the settings as they are). */
export const switchBroadbandProtection = (
  current: BroadbandSecurity,
  protection: BroadbandProtection,
  on: boolean,
): Effect.Effect<BroadbandSecurity, ApiError, BroadbandApi> =>
  Effect.gen(function* () {
    const next = switchProtection(current, protection, on);
    if (next === undefined) return current;
    const api = yield* BroadbandApi;
    return yield* api.setUfbSecurity(current.ProductUUID, next);
  });
