import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import { loadSimDetails } from "@waea/domain/sim";
import { signedIn, withFakeApi } from "../support/fake-api";
import { firstMobileService } from "./mobile-service";

const api = withFakeApi();

describe("loadSimDetails (SIM-04)", () => {
  it("SIM-04: reads prepay@'s SIM ID, IMSI, number and state; the PUK only where the build shows it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const productUUID = await firstMobileService(prepay);
    const product = api().store.world.core.products[productUUID];
    const input = { customerUUID: prepay.customer, productUUID };
    const hidden = await prepay.run(loadSimDetails({ ...input, settings: productionSettings }));
    expect(hidden).toMatchObject({ simId: product?.SIMID, msisdn: product?.MSISDN, enabled: true });
    expect(hidden.imsi).toMatch(/^\d{15}$/);
    expect(hidden.puk).toBeUndefined();
    const shown = await prepay.run(
      loadSimDetails({
        ...input,
        settings: withSettings(productionSettings, { flags: { pukDisplay: true } }),
      }),
    );
    expect(shown.puk).toBe(api().store.world.sim.services[productUUID]?.PUK);
    expect(shown.puk).toMatch(/^\d{8}$/);
  });
});
