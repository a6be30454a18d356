import { describe, expect, it } from "vitest";
import { loadBroadbandSecurity, loadFibreUsage, switchBroadbandProtection } from "@waea/domain/broadband";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

describe("the fibre service's usage and network protection (BB-04)", () => {
  it("loadFibreUsage: fibre@'s period totals are the sum of its days, newest day first", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const usage = await fibre.run(loadFibreUsage(fibre.customer));
    const days = usage?.days ?? [];
    expect(days.length).toBeGreaterThan(0);
    expect(days[0]?.Day.localeCompare(days.at(-1)?.Day ?? "")).toBeGreaterThanOrEqual(0);
    const download = days.reduce((sum, day) => sum + day.DownloadMB, 0);
    expect(usage?.totals.downloadMB).toBe(download);
    expect(usage?.totals.totalMB).toBe(download + (usage?.totals.uploadMB ?? 0));
    expect(usage?.usage.AsOfMillis).toBe(api().clock.nowMillis());
  });

  it("switchBroadbandProtection: one stored change per switch, none when already so", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const loaded = await fibre.run(loadBroadbandSecurity(fibre.customer));
    if (loaded === undefined) throw new Error("fibre@waea.test has no fibre service");
    const same = await fibre.run(switchBroadbandProtection(loaded.security, "ThreatProtection", true));
    expect(same).toBe(loaded.security);
    expect(api().store.world.broadband.security).toEqual({});
    const on = await fibre.run(switchBroadbandProtection(loaded.security, "FamilyFilter", true));
    expect(on).toMatchObject({ ThreatProtection: true, FamilyFilter: true });
    expect((await fibre.run(loadBroadbandSecurity(fibre.customer)))?.security.FamilyFilter).toBe(true);
    expect(api().store.world.broadband.security[loaded.service.product.UUID]?.Changes).toBe(1);
  });

  it("is nothing for a customer without a fibre service", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(await prepay.run(loadFibreUsage(prepay.customer))).toBeUndefined();
    expect(await prepay.run(loadBroadbandSecurity(prepay.customer))).toBeUndefined();
  });
});
