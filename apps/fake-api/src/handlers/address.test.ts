import { ADDRESS_REQUIRED_TEXT, type CustomerAddressEntity } from "@waea/domain/profile";
import { describe, expect, it } from "vitest";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (email = "prepay@waea.test") => {
  const app = api();
  const data = await app.signIn(email);
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.call({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) }, data.JWT);
  const list = async (): Promise<CustomerAddressEntity[]> =>
    (await send("GET", `/v2/67/customer/${uuid}/address`)).json().Addresses;
  return { ...app, uuid, send, list };
};

const cuba = (rank: number) => ({
  AddressType: "DELIVERY",
  Rank: rank,
  Number: "101",
  StreetName: "Cuba",
  StreetType: "Street",
  Suburb: "Te Aro",
  City: "Wellington",
  PostCode: "6011",
});

describe("delivery addresses (PRO-05)", () => {
  it("lists the seeded addresses by rank, the first the default", async () => {
    const { list } = await setup();
    const addresses = await list();
    expect(addresses.map((a) => a.Rank)).toEqual([1, 2]);
    expect(addresses[0]).toMatchObject({ AddressType: "DELIVERY", Country: "New Zealand" });
    expect(addresses[0]?.Formatted).toMatch(/ \d{4}$/);
  });

  it("refuses an address without street name, city or postcode with the spec's message, changing nothing", async () => {
    const { send, uuid, store } = await setup();
    const before = store.digest();
    for (const missing of ["StreetName", "City", "PostCode"]) {
      const { [missing]: _gone, ...rest } = cuba(1) as Record<string, unknown>;
      const refused = await send("POST", `/v2/67/customer/${uuid}/address`, rest);
      expect([refused.status, refused.json().err_message]).toEqual([400, ADDRESS_REQUIRED_TEXT]);
    }
    const postcode = await send("POST", `/v2/67/customer/${uuid}/address`, { ...cuba(1), PostCode: "60" });
    expect(postcode.json().err_message).toBe("Postcode format is invalid");
    expect(store.digest()).toBe(before);
  });

  it("adds at a rank (Rank 1 becomes the default, the others shift), moves on update, promotes on delete", async () => {
    const { send, uuid, list } = await setup();
    const [first, second] = await list();
    const created = (await send("POST", `/v2/67/customer/${uuid}/address`, cuba(1))).json();
    expect(created).toMatchObject({ Rank: 1, Formatted: "101 Cuba Street, Te Aro, Wellington 6011" });
    expect((await list()).map((a) => a.UUID)).toEqual([created.UUID, first?.UUID, second?.UUID]);
    const last = (await send("POST", `/v2/67/customer/${uuid}/address`, cuba(9))).json();
    expect(last.Rank).toBe(4);
    await send("PUT", `/v2/67/customer/${uuid}/address/${second?.UUID}`, { ...cuba(1), Number: "7" });
    const moved = await list();
    expect(moved.map((a) => [a.UUID, a.Rank])).toEqual([
      [second?.UUID, 1],
      [created.UUID, 2],
      [first?.UUID, 3],
      [last.UUID, 4],
    ]);
    expect(moved[0]?.Number).toBe("7");
    expect((await send("DELETE", `/v2/67/customer/${uuid}/address/${second?.UUID}`)).status).toBe(204);
    expect((await list()).map((a) => [a.UUID, a.Rank])).toEqual([
      [created.UUID, 1],
      [first?.UUID, 2],
      [last.UUID, 3],
    ]);
    expect((await send("DELETE", `/v2/67/customer/${uuid}/address/${second?.UUID}`)).json().err_message).toBe(
      "Address not found",
    );
  });

  it("keeps addresses to their own customer account", async () => {
    const { send, signIn } = await setup();
    const other = (await signIn("postpay@waea.test")).AuthResponse?.CustomerUUID ?? "";
    expect((await send("GET", `/v2/67/customer/${other}/address`)).status).toBe(403);
    expect((await send("POST", `/v2/67/customer/${other}/address`, cuba(1))).status).toBe(403);
  });
});

describe("locations", () => {
  it("searches a few hundred NZ street addresses by every word, macrons or not", async () => {
    const { send, store } = await setup();
    expect(store.world.profile.locations.length).toBeGreaterThan(300);
    const search = async (query: string) =>
      (await send("GET", `/location/search?query=${encodeURIComponent(query)}`)).json().Locations as {
        readonly Formatted: string;
        readonly City: string;
      }[];
    const queen = await search("queen street auckland");
    expect(queen.length).toBeGreaterThan(0);
    expect(queen.every((l) => l.Formatted.includes("Queen Street") && l.City === "Auckland")).toBe(true);
    expect((await search("otahuhu")).every((l) => l.Formatted.includes("Ōtāhuhu"))).toBe(true);
    expect((await search("road")).length).toBe(20);
    expect(await search("   ")).toEqual([]);
    expect(new Set((await search("christchurch")).map((l) => l.City))).toEqual(new Set(["Christchurch"]));
  });

  it("reads a location and its service availability by provider and id", async () => {
    const { send, store } = await setup();
    const location = store.world.profile.locations[3];
    const path = `${location?.LocationProvider}/${location?.LocationProviderIDX}`;
    expect((await send("GET", `/location/${path}`)).json()).toEqual(location);
    const query = `LocationProvider=${location?.LocationProvider}&LocationProviderIDX=${location?.LocationProviderIDX}`;
    const availability = (await send("GET", `/service_availability?${query}`)).json();
    expect(["Available", "Unavailable"]).toContain(availability.Status);
    expect(availability.ServiceTypes).toContain("MOBILE");
    expect((await send("GET", "/location/LINZ/1")).json().err_message).toBe("No Location");
  });
});
