import type { InProcessFakeApi } from "@waea/fake-api/in-process";

type World = InProcessFakeApi["store"]["world"];

/**
 * Arranges what no call of the API can (a SIM's metadata, a card's expiry, the network address), as the fake API's
 * own handlers write: the change, then `changed()`, so no reply remembered from before the change is served again.
 */
export const changeWorld = (api: InProcessFakeApi, change: (world: World) => void): void => {
  change(api.store.world);
  api.store.changed();
};
