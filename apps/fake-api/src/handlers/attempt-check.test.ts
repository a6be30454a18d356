import { describe, expect, it } from "vitest";
import { AttemptLimits } from "../server/attempt-limits";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { DEMO_ACTIVATION_CODE, DEMO_ACTIVATION_VERIFICATION_CODE } from "../world/onboarding";
import { signedInAs } from "./mobile-test-support";
import { useTestApi, type InjectedReply } from "./session-test-support";

const api = useTestApi();

const HOME = "127.0.0.1";
const PER_LOGIN_AND_ADDRESS = AttemptLimits.perLoginAndAddress.points;

/** A LOCAL sign-in (AUTH-01, AUTH-02) from an address. */
const signIn = (AuthID: string, AuthCode: string, address = HOME) =>
  api().call({
    method: "POST",
    url: "/api/v2/67/auth",
    remoteAddress: address,
    payload: { SPID: 67, IncludeRoles: true, IdentityProvider: "LOCAL", AuthID, AuthCode },
  });

const statuses = (replies: ReadonlyArray<InjectedReply>) => replies.map((reply) => reply.status);

/** A 429 that says how long to wait, in the header and in words. */
const expectWait = (reply: InjectedReply) => {
  expect(reply.status).toBe(429);
  expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
  expect(reply.json().err_message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
};

const sequentially = async (count: number, attempt: (index: number) => Promise<InjectedReply>) => {
  const replies: InjectedReply[] = [];
  for (let index = 0; index < count; index += 1) replies.push(await attempt(index));
  return replies;
};

describe("failed sign-ins are throttled per login and per address (AUTH-01, #11)", () => {
  it("50 wrong passwords in a row: the first 5 are checked, then 429 with Retry-After, the right password too", async () => {
    const replies = await sequentially(50, () => signIn("postpay@waea.test", "not-the-password"));
    expect(statuses(replies.slice(0, PER_LOGIN_AND_ADDRESS))).toEqual(Array(5).fill(400));
    for (const reply of replies.slice(PER_LOGIN_AND_ADDRESS)) expect(reply.status).toBe(429);
    expectWait(replies[PER_LOGIN_AND_ADDRESS] as InjectedReply);
    expect(Number(replies[49]?.headers["retry-after"])).toBeLessThanOrEqual(
      AttemptLimits.perLoginAndAddress.blockSeconds,
    );
    expectWait(await signIn("postpay@waea.test", DEMO_PASSWORD));
  });

  it("200 concurrent wrong passwords are counted before they are checked: at most 5 are checked", async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => signIn("postpay@waea.test", "not-the-password")),
    );
    expect(statuses(replies).filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses(replies).filter((status) => status === 429).length).toBeGreaterThanOrEqual(195);
  });

  it("counts every spelling of a login together: e-mail, then its mobile number", async () => {
    const { store } = api();
    await sequentially(PER_LOGIN_AND_ADDRESS, () => signIn("prepay@waea.test", "wrong"));
    const customer = Object.values(store.world.core.logins).find(
      (login) => login.AuthID === "prepay@waea.test",
    )?.CustomerUUIDs[0];
    const product = Object.values(store.world.core.products).find((item) => item.CustomerUUID === customer);
    expectWait(await signIn(`0${product?.MSISDN?.slice(2) ?? ""}`, DEMO_PASSWORD));
  });

  it("another login from the same address, and the same login from another address, still sign in", async () => {
    await sequentially(PER_LOGIN_AND_ADDRESS, () => signIn("postpay@waea.test", "wrong"));
    expect((await signIn("postpay@waea.test", DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn("prepay@waea.test", DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn("postpay@waea.test", DEMO_PASSWORD, "10.0.0.2")).status).toBe(200);
  });

  it("a login tried from many addresses waits everywhere after 20 failures", async () => {
    const addresses = ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4"];
    for (const address of addresses)
      await sequentially(PER_LOGIN_AND_ADDRESS, () => signIn("postpay@waea.test", "wrong", address));
    expect(addresses.length * PER_LOGIN_AND_ADDRESS).toBe(AttemptLimits.perLogin.points);
    expectWait(await signIn("postpay@waea.test", DEMO_PASSWORD, "10.0.0.9"));
    expect((await signIn("prepay@waea.test", DEMO_PASSWORD, "10.0.0.9")).status).toBe(200);
  });

  it("an address that fails 100 times, over any logins, waits before it may try any login", async () => {
    const replies = await sequentially(AttemptLimits.perAddress.points, (index) =>
      signIn(`nobody-${index}@waea.test`, "guess", "10.9.9.9"),
    );
    expect(statuses(replies)).toEqual(Array(AttemptLimits.perAddress.points).fill(400));
    expectWait(await signIn("prepay@waea.test", DEMO_PASSWORD, "10.9.9.9"));
    expect((await signIn("prepay@waea.test", DEMO_PASSWORD, "10.9.9.8")).status).toBe(200);
  });

  it("a success clears the login's consecutive failures", async () => {
    const fourWrong = () =>
      sequentially(PER_LOGIN_AND_ADDRESS - 1, () => signIn("postpay@waea.test", "wrong"));
    expect(statuses(await fourWrong())).toEqual([400, 400, 400, 400]);
    expect((await signIn("postpay@waea.test", DEMO_PASSWORD)).status).toBe(200);
    expect(statuses(await fourWrong())).toEqual([400, 400, 400, 400]);
    expect((await signIn("postpay@waea.test", DEMO_PASSWORD)).status).toBe(200);
    const sixWrong = await sequentially(6, () => signIn("postpay@waea.test", "wrong"));
    expect(statuses(sixWrong)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("a reset of the world forgets the counts", async () => {
    const { reset } = api();
    await sequentially(PER_LOGIN_AND_ADDRESS, () => signIn("postpay@waea.test", "wrong"));
    await reset();
    expect((await signIn("postpay@waea.test", DEMO_PASSWORD)).status).toBe(200);
  });
});

describe("one-time codes are throttled like passwords (AUTH-02, AUTH-13, SIM-02, #11)", () => {
  it("50 wrong one-time codes in a row: after 5, 429 with Retry-After, the right code too", async () => {
    const { call } = api();
    await call({
      method: "POST",
      url: "/api/v2/67/auth/one_time_code",
      payload: { SPID: 67, Email: "payg@waea.test" },
    });
    const code = api().codes("payg@waea.test").oneTimeCode ?? "";
    const wrong = code === "000000" ? "000001" : "000000";
    const replies = await sequentially(50, () => signIn("payg@waea.test", wrong));
    expect(statuses(replies.slice(0, 5))).toEqual([400, 400, 400, 400, 400]);
    expectWait(replies[5] as InjectedReply);
    expect(replies.slice(5).every((reply) => reply.status === 429)).toBe(true);
    expectWait(await signIn("payg@waea.test", code));
  });

  it("MFA codes: after 5 wrong ones the right one is 429 too; the session stays", async () => {
    const { call, signIn: signInAs, codes } = api();
    const data = await signInAs("member@waea.test");
    const uuid = data.AuthResponse?.CustomerUUID ?? "";
    const right = codes("member@waea.test").mfaCodes[uuid] ?? "";
    const wrong = right === "000000" ? "000001" : "000000";
    const submit = (code: string) =>
      call({ method: "POST", url: `/api/customers/${uuid}/mfa`, payload: { code } }, data.JWT);
    expect(statuses(await sequentially(5, () => submit(wrong)))).toEqual([400, 400, 400, 400, 400]);
    expectWait(await submit(right));
    expect((await call({ method: "GET", url: `/api/v2/67/customer/${uuid}` }, data.JWT)).status).toBe(200);
  });

  it("e-mail verification codes: after 5 wrong ones, 429", async () => {
    const { call, signIn: signInAs } = api();
    const data = await signInAs("unverified@waea.test");
    const uuid = data.AuthResponse?.CustomerUUID ?? "";
    await call({ method: "GET", url: `/api/customer/${uuid}/email_verification/send` }, data.JWT);
    const confirm = (secret: string) =>
      call(
        {
          method: "GET",
          url: `/api/customer/${uuid}/email_verification/confirm?CustomerUUID=${uuid}&Secret=${secret}`,
        },
        data.JWT,
      );
    const secret = api().codes("unverified@waea.test").emailVerificationSecrets[uuid] ?? "";
    const wrong = secret === "000000" ? "000001" : "000000";
    expect(statuses(await sequentially(5, () => confirm(wrong)))).toEqual([400, 400, 400, 400, 400]);
    expectWait(await confirm(secret));
  });

  it("a SIM action's password: after 5 wrong ones (401, session kept), 429 for the right one too", async () => {
    const test = await signedInAs(api(), "prepay@waea.test");
    const service = { CustomerUUID: test.customer, ProductInstanceUUID: test.product.UUID, Type: "mobile" };
    const disable = (Password: string) => test.post("/sim/disable", { ...service, Password });
    expect(statuses(await sequentially(5, () => disable("not-it")))).toEqual([401, 401, 401, 401, 401]);
    expectWait(await disable(DEMO_PASSWORD));
  });
});

describe("other secrets: activation and adoption codes, the rewards card password (ONB-01, ONB-02, PRO-06, #11)", () => {
  const post = (url: string, payload: Record<string, unknown>) =>
    api().call({ method: "POST", url: `/api${url}`, payload });

  it("an activation link's verification code: after 5 wrong ones, 429 for the right one too", async () => {
    const activate = (VerificationCode: string) =>
      post(`/v3/67/activation/${DEMO_ACTIVATION_CODE}`, { SPID: 67, VerificationCode });
    expect(statuses(await sequentially(5, () => activate("000000")))).toEqual([400, 400, 400, 400, 400]);
    expectWait(await activate(DEMO_ACTIVATION_VERIFICATION_CODE));
  });

  it("adoption by SMS: after 5 wrong codes for a service, 429 for the right one too", async () => {
    const { store } = api();
    const product = store.world.core.products[store.world.core.activationCodes[DEMO_ACTIVATION_CODE] ?? ""];
    const body = { SPID: 67, MobileNumber: `0${(product?.MSISDN ?? "").slice(2)}` };
    expect((await post("/v3/adopt_by_sms", body)).json()).toEqual({ SMSSent: true });
    const code = store.world.onboarding.smsCodes[product?.UUID ?? ""]?.Code ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const adopt = (SMSCode: string) => post("/v3/adopt_by_sms", { ...body, SMSCode });
    expect(statuses(await sequentially(5, () => adopt(wrong)))).toEqual([400, 400, 400, 400, 400]);
    expectWait(await adopt(code));
  });

  it("the rewards card's password: after 5 wrong ones (401, session kept), 429 for the right one too", async () => {
    const me = await signedInAs(api(), "prepay@waea.test");
    const claim = (Password: string) =>
      me.post("/rewards/claim_rewards_card", { RewardsEmail: "prepay@waea.test", Password, SPID: 67 });
    expect(statuses(await sequentially(5, () => claim("wrong")))).toEqual([401, 401, 401, 401, 401]);
    expectWait(await claim(DEMO_PASSWORD));
  });
});
