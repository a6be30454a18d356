import { describe, expect, it } from "vitest";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (email = "postpay@waea.test") => {
  const app = api();
  const data = await app.signIn(email);
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const send = (method: "GET" | "PUT" | "PATCH", url: string, payload?: object) =>
    app.call({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) }, data.JWT);
  return { ...app, data, uuid, send };
};

describe("customer accounts (PRO-01, CLI-01)", () => {
  it("reads the login's own accounts only: another login's is a 403", async () => {
    const { send, uuid, signIn } = await setup();
    expect((await send("GET", `/v2/67/customer/${uuid}`)).json()).toMatchObject({
      UUID: uuid,
      FirstName: "Tama",
    });
    const other = (await signIn("prepay@waea.test")).AuthResponse?.CustomerUUID ?? "";
    expect((await send("GET", `/v2/67/customer/${other}`)).status).toBe(403);
  });

  it("lists the accounts a login may choose from: multi@ has three, ops@ every demo account", async () => {
    const multi = await setup("multi@waea.test");
    expect((await multi.send("GET", "/v2/67/customer_uuids")).json().CustomerUUIDs).toHaveLength(3);
    const ops = await setup("ops@waea.test");
    const all = (await ops.send("GET", "/v2/67/customer_uuids")).json().CustomerUUIDs as string[];
    expect(all).toHaveLength(22);
    expect(all).toEqual(expect.arrayContaining([multi.uuid, ops.uuid]));
    expect((await ops.send("GET", `/v2/67/customer/${all[5]}`)).status).toBe(200);
  });

  it("updates personal data with the name rules; a refusal changes nothing", async () => {
    const { send, uuid, store } = await setup();
    const before = store.digest();
    const blank = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "  ",
      LastName: "Wiremu",
      Email: "postpay@waea.test",
    });
    expect([blank.status, blank.json().err_message]).toEqual([400, "Please, enter first name"]);
    const bad = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "Tama",
      LastName: "Wiremu",
      Email: "tama@",
    });
    expect(bad.json().err_message).toBe("Email format is invalid");
    const long = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "Tama",
      LastName: "W".repeat(51),
      Email: "postpay@waea.test",
    });
    expect([long.status, long.json().err_message]).toEqual([
      400,
      "Last name can't be longer than 50 characters",
    ]);
    const control = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "Ta\u0007ma",
      LastName: "Wiremu",
      Email: "postpay@waea.test",
    });
    expect([control.status, control.json().err_message]).toEqual([400, "First name format is invalid"]);
    expect(store.digest()).toBe(before);
    const same = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: " Tama ",
      LastName: "Wiremu-Tane",
      Email: "POSTPAY@waea.test",
    });
    expect(same.json()).toMatchObject({ FirstName: "Tama", LastName: "Wiremu-Tane", EmailVerified: true });
    const moved = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "Tama",
      LastName: "Wiremu",
      Email: "tama@example.nz",
    });
    expect(moved.json()).toMatchObject({ Email: "tama@example.nz", EmailVerified: false });
  });

  it("PRO-03: refuses an e-mail address another customer or login already uses (409), changing nothing", async () => {
    const { send, uuid, store } = await setup("payg@waea.test");
    const before = store.digest();
    for (const Email of ["prepay@waea.test", "PREPAY@waea.test", "postpay@waea.test"]) {
      const taken = await send("PUT", `/v2/67/customer/${uuid}`, {
        SPID: 67,
        FirstName: "Mere",
        LastName: "Parata",
        Email,
      });
      expect([taken.status, taken.json().err_message]).toEqual([
        409,
        "This e-mail address is already in use. Please enter another one.",
      ]);
    }
    expect(store.digest()).toBe(before);
    const free = await send("PUT", `/v2/67/customer/${uuid}`, {
      SPID: 67,
      FirstName: "Mere",
      LastName: "Parata",
      Email: "mere@example.nz",
    });
    expect(free.json()).toMatchObject({ Email: "mere@example.nz", EmailVerified: false });
  });

  it("patches the notification opt-ins (2 or 0) and the contact details", async () => {
    const { send, uuid, store } = await setup();
    const patched = await send("PATCH", `/customer/${uuid}`, {
      NotifySpecialOffers: 2,
      ContactNumber: "+64 21 555 0123",
    });
    expect(patched.json().ContactNumber).toBe("0215550123");
    expect(store.world.profile.notifications[uuid]).toEqual({ NotifySpecialOffers: 2, NotifyNewsletters: 0 });
    await send("PATCH", `/customer/${uuid}`, { NotifyNewsletters: 2 });
    expect(store.world.profile.notifications[uuid]).toEqual({ NotifySpecialOffers: 2, NotifyNewsletters: 2 });
    expect((await send("PATCH", `/customer/${uuid}`, { NotifySpecialOffers: 1 })).status).toBe(400);
    expect((await send("PATCH", `/customer/${uuid}`, { ContactNumber: "09 555 0123" })).status).toBe(400);
  });

  it("finds the account of an identity, tags and entities, within the login's reach", async () => {
    const { send, uuid } = await setup();
    const byEmail = await send(
      "GET",
      "/v2/67/customer_from_identity?IdentityProvider=LOCAL&AuthID=postpay@waea.test",
    );
    expect(byEmail.json().UUID).toBe(uuid);
    const other = await send(
      "GET",
      "/v2/67/customer_from_identity?IdentityProvider=LOCAL&AuthID=payg@waea.test",
    );
    expect(other.status).toBe(403);
    const nobody = await send("GET", "/v2/67/customer_from_identity?IdentityProvider=GOOGLE&AuthID=g-1");
    expect(nobody.status).toBe(404);
    const tags = (await send("GET", `/v2/67/customer_tag?CustomerUUID=${uuid}`)).json().CustomerTags;
    expect(tags).toEqual([expect.objectContaining({ Name: "demo-login", Value: "postpay" })]);
    expect((await send("GET", `/v2/67/CustomerTag/${tags[0].UUID}`)).json().Name).toBe("demo-login");
    expect((await send("GET", `/v2/67/Customer/${uuid}`)).json().FirstName).toBe("Tama");
    const address = (await send("GET", `/v2/67/customer/${uuid}/address`)).json().Addresses[0];
    expect((await send("GET", `/v2/67/CustomerAddressEntity/${address.UUID}`)).json().Rank).toBe(1);
    expect((await send("GET", `/v2/67/Unknown/${uuid}`)).status).toBe(400);
    expect((await send("GET", `/v2/67/CustomerTag/${uuid}`)).status).toBe(404);
  });
});
