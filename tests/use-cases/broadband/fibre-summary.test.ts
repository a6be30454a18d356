import { describe, expect, it } from "vitest";
import { loadFibreSummary } from "@waea/domain/broadband";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

describe("loadFibreSummary: a fibre customer's home", () => {
  it("reads fibre@'s service, its plan (name, speeds, monthly price) and the account's monthly bill", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const summary = await fibre.run(loadFibreSummary(fibre.customer));
    expect(summary?.product.ServiceID).toMatch(/^ONT\d{9}$/);
    expect(summary?.plan).toMatchObject({
      Name: "Fibre 300 300/100",
      DownloadMbps: 300,
      UploadMbps: 100,
      PriceCents: 7900,
    });
    expect(summary?.bill?.kind).toBe("postpay");
    expect(summary?.bill?.balanceCents).toBeGreaterThan(0);
    expect(summary?.bill?.currentCycle?.uptoMillis).toBeGreaterThan(api().clock.nowMillis());
  });

  it("is nothing for a customer without a fibre service", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(await prepay.run(loadFibreSummary(prepay.customer))).toBeUndefined();
  });
});
