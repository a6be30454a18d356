import { describe, expect, it } from "vitest";
import { DEMO_TOTAL_POINTS, type Bonus, type Offer } from "@waea/domain/rewards";
import { signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (email = "prepay@waea.test") => {
  const app = api();
  const me = await signedIn(app, email);
  const bonuses = async () => (await me.get(`/rewards/customer/${me.uuid}/bonuses`)).json();
  return { app, me, bonuses };
};

describe("bonuses (RWD-01)", () => {
  it("shows the points and the bonuses of every group; a bonus by its UUID", async () => {
    const { me, bonuses } = await setup();
    const reply = await bonuses();
    expect(reply.TotalPoints).toBe(DEMO_TOTAL_POINTS);
    expect(new Set(reply.Bonuses.map((b: Bonus) => b.Group))).toEqual(
      new Set(["internet", "mobile-services", "entertainment", "shopping", "gifts"]),
    );
    const points = reply.Bonuses.map((b: Bonus) => b.Points);
    expect([Math.min(...points), Math.max(...points)]).toEqual([50, 550]);
    const one = reply.Bonuses[0] as Bonus;
    expect((await me.get(`/rewards/bonus/${one.UUID}`)).json()).toEqual(one);
    expect((await me.get("/rewards/bonus/nope")).status).toBe(404);
  });

  it("redeems with enough points, and refuses without changing anything", async () => {
    const { app, me, bonuses } = await setup();
    const list: ReadonlyArray<Bonus> = (await bonuses()).Bonuses;
    const costly = list.find((b) => b.Points === 550) as Bonus;
    const movie = list.find((b) => b.Points === 250) as Bonus;
    const before = app.store.digest();
    const refused = await me.post("/rewards/redeem", { CustomerUUID: me.uuid, BonusUUID: costly.UUID });
    expect(refused.json()).toEqual({ err_message: "You don't have enough points for this bonus" });
    expect(app.store.digest()).toBe(before);
    const redeemed = (
      await me.post("/rewards/redeem", { CustomerUUID: me.uuid, BonusUUID: movie.UUID })
    ).json();
    expect(redeemed.RemainingPoints).toBe(200);
    expect(redeemed.Code).toMatch(/^WAEA-[0-9A-F]{4}-[0-9A-F]{4}$/);
    // Not the UUID's first digits (the UUID is in the reply, and the seed's uuidFor predicts it).
    expect(redeemed.Code).not.toBe(
      `WAEA-${redeemed.UUID.slice(0, 4)}-${redeemed.UUID.slice(4, 8)}`.toUpperCase(),
    );
    expect((await bonuses()).TotalPoints).toBe(200);
  });
});

describe("rewards card (PRO-06)", () => {
  it("claims the card with the rewards e-mail and password; a wrong one keeps the session", async () => {
    const { me } = await setup();
    const claim = (RewardsEmail: string, Password: string) =>
      me.post("/rewards/claim_rewards_card", { RewardsEmail, Password, SPID: 67 });
    const card = (await claim("PREPAY@waea.test", "Waea-Demo-2026")).json();
    expect(card.UUID).toMatch(/^[0-9a-f-]{36}$/);
    expect((await claim("prepay@waea.test", "Waea-Demo-2026")).json()).toEqual(card);
    expect((await claim("prepay@waea.test", "wrong")).json()).toEqual({
      err_message: "The email address or password is invalid",
      err_number: 1002,
    });
    expect((await claim("", "x")).json()).toEqual({ err_message: "Please, enter rewards e-mail" });
    expect((await claim("payg@waea.test", "Waea-Demo-2026")).status).toBe(401);
  });

  it("PRO-06: the claimed card is answered as its holder knows it, and can be unlinked", async () => {
    const { me } = await setup();
    const card = (
      await me.post("/rewards/claim_rewards_card", {
        RewardsEmail: "prepay@waea.test",
        Password: "Waea-Demo-2026",
        SPID: 67,
      })
    ).json();
    expect(card).toEqual({
      UUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CardNumberLast4: expect.stringMatching(/^\d{4}$/),
      HolderName: "Aroha Ngata",
    });
    const unlink = (UUID: string, SPID = 67) => me.post("/rewards/unlink_rewards_card", { UUID, SPID });
    expect((await unlink(card.UUID)).json()).toEqual({ UUID: card.UUID });
    expect((await unlink("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await unlink(card.UUID, 1)).status).toBe(400);
  });
});

describe("offers (RWD-02)", () => {
  it("shows live offers open to all and those made for this customer only", async () => {
    const { app, me } = await setup();
    const offers: ReadonlyArray<Offer> = (await me.get(`/rewards/customer/${me.uuid}/offers`)).json().Offers;
    expect(offers.map((o) => o.Name)).toEqual([
      "Double data weekend",
      "Three months of music",
      "Bring a friend",
      "Loyalty 5GB",
    ]);
    expect(offers.find((o) => o.Name === "Loyalty 5GB")?.CustomerUUIDs).toEqual([me.uuid]);
    const postpay = await signedIn(app, "postpay@waea.test");
    const theirs = (await postpay.get(`/rewards/customer/${postpay.uuid}/offers`)).json().Offers;
    expect(theirs.map((o: Offer) => o.Name)).toContain("Plan upgrade");
    app.clock.advance(4 * 86_400_000);
    const later = await signedIn(app, "prepay@waea.test");
    const left = (await later.get(`/rewards/customer/${later.uuid}/offers`)).json().Offers;
    expect(left.map((o: Offer) => o.Name)).not.toContain("Double data weekend");
  });
});
