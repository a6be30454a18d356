import * as Effect from "effect/Effect";
import { Storage, StorageKeys } from "../../ports";
import type { SimMetadata } from "../../sim";
import { OnboardingApi } from "../onboarding-api";
import { swapFlagFor } from "../swap-flag";
import type { OnboardingFailed } from "./onboarding-failed";
import { onboardingFailed } from "./onboarding-failed";

/**
 * ONB-07: read the SIM's metadata and keep the swap flag in the session when replacement-for is set; a flag left by
 * an earlier onboarding is removed when it is not. Returns the metadata for the rest of the flow.
 */
export const keepSwapFlag = (
  productUUID: string,
): Effect.Effect<SimMetadata, OnboardingFailed, OnboardingApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* OnboardingApi;
    const storage = yield* Storage;
    const metadata = yield* api.simMetadata(productUUID).pipe(Effect.mapError(onboardingFailed()));
    const flag = swapFlagFor(metadata);
    yield* flag === undefined
      ? storage.remove(StorageKeys.swapFlag)
      : storage.set(StorageKeys.swapFlag, flag);
    return metadata;
  });
