import * as Effect from "effect/Effect";
import type { Settings } from "../../config";
import { SimApi } from "../sim-api";
import { simDetails, type SimDetails } from "../sim-status";
import { simCallFailed, type SimCallFailed } from "./sim-errors";

/**
 * SIM-04 and SIM-08: the SIM of a service as the customer may see it (SIM ID, IMSI, number, whether it is enabled;
 * the PUK only where the build shows it). The SIM card actions page reads it to offer disable or enable.
 */
export const loadSimDetails = (input: {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly productUUID: string;
}): Effect.Effect<SimDetails, SimCallFailed, SimApi> =>
  Effect.flatMap(SimApi, (api) =>
    api.status({ CustomerUUID: input.customerUUID, ProductInstanceUUID: input.productUUID }).pipe(
      Effect.map((status) => simDetails(status, input.settings)),
      Effect.mapError(simCallFailed("status")),
    ),
  );
