import { describe, expect, it } from "vitest";
import { signedInAs } from "../handlers/mobile-test-support";
import { useTestApi } from "../handlers/session-test-support";
import {
  DEMO_ACTIVATION_CODE,
  DEMO_ACTIVATION_VERIFICATION_CODE,
  DEMO_EXPIRED_ACTIVATION_CODE,
} from "../world/onboarding";
import { MAILBOX_LIMIT, mailboxAddress, messagesTo, seedMailbox, sendMessage } from "./mailbox";

/** new@waea.test's SIM, as the README's demo list writes it. */
const NEW_SIM_NUMBER = "021 057 4909";

const api = useTestApi();

interface Listed {
  readonly To: string;
  readonly Messages: ReadonlyArray<{ readonly Kind: string; readonly Code?: string; readonly Text: string }>;
}

const mailbox = async (to: string): Promise<Listed> =>
  (await api().call({ method: "GET", url: `/api/__mailbox?to=${encodeURIComponent(to)}` })).json() as Listed;

describe("the simulated mailbox", () => {
  it("SIM-02: the e-mailed SIM code is in prepay@'s mailbox, newest first, and is the code the API accepts", async () => {
    const test = await signedInAs(api(), "prepay@waea.test");
    const service = { CustomerUUID: test.customer, ProductInstanceUUID: test.product.UUID };
    expect((await mailbox("prepay@waea.test")).Messages).toEqual([]);
    await test.post("/sim/v1/auth-code", service);
    await test.post("/sim/v1/auth-code", service);
    const listed = await mailbox(" Prepay@Waea.test ");
    expect(listed.Messages.map((message) => message.Kind)).toEqual(["sim_code", "sim_code"]);
    const newest = listed.Messages[0]?.Code ?? "";
    expect(newest).toMatch(/^\d{4,8}$/);
    expect(listed.Messages[0]?.Text).toContain(newest);
    const disabled = await test.post("/sim/disable", { ...service, Type: "mobile", AuthCode: newest });
    expect(disabled.status).toBe(200);
    expect(disabled.json().Enabled).toBe(false);
  });

  it("a one-time sign-in code is mailed to a known address only; nothing is kept for an unknown one", async () => {
    const request = (email: string) =>
      api().call({
        method: "POST",
        url: "/api/v2/67/auth/one_time_code",
        payload: { Email: email, SPID: 67 },
      });
    await request("postpay@waea.test");
    await request("nobody@waea.test");
    const [sent] = (await mailbox("postpay@waea.test")).Messages;
    expect(sent?.Kind).toBe("sign_in_code");
    expect(sent?.Code).toBe(api().codes("postpay@waea.test").oneTimeCode);
    expect((await mailbox("nobody@waea.test")).Messages).toEqual([]);
  });

  it("e-mail verification and a group invitation reach the customer's own mailbox", async () => {
    const unverified = await signedInAs(api(), "unverified@waea.test");
    await unverified.get(`/customer/${unverified.customer}/email_verification/send`);
    const [verification] = (await mailbox("unverified@waea.test")).Messages;
    expect(verification?.Kind).toBe("email_verification");
    expect(verification?.Code).toBe(
      api().codes("unverified@waea.test").emailVerificationSecrets[unverified.customer],
    );
    const leader = await signedInAs(api(), "leader@waea.test");
    const fwa = await signedInAs(api(), "fwa@waea.test");
    const group = Object.values(api().store.world.groups.customerGroups).find(
      (item) => item.CustomerUUID === leader.customer,
    )?.UUID;
    const sent = await leader.post("/v3/67/customer/approval/invite", {
      SPID: 67,
      CustomerUUID: leader.customer,
      RequestedTo: fwa.customer,
      Description: "Join us",
      ExpiresAtNanos: 0,
      ApprovalType: "GROUP_INVITE",
      ResourceUUID: group,
    });
    expect(sent.status).toBe(200);
    const [invitation] = (await mailbox("fwa@waea.test")).Messages;
    expect(invitation).toMatchObject({ Kind: "invitation", Code: sent.json().ApprovalCode });
  });

  it("the mailbox asks for an address, is kept per person and keeps the newest messages only", async () => {
    expect((await api().call({ method: "GET", url: "/api/__mailbox" })).status).toBe(400);
    const world = { mailbox: seedMailbox() };
    for (let n = 0; n < MAILBOX_LIMIT + 2; n += 1)
      sendMessage(
        { world, nowMillis: n },
        { to: "+64 21 555 0100", kind: "porting_update", subject: "s", text: `${n}` },
      );
    const kept = messagesTo(world.mailbox, "64215550100");
    expect(kept).toHaveLength(MAILBOX_LIMIT);
    expect(kept[0]).toMatchObject({ Channel: "sms", To: "64215550100", Text: `${MAILBOX_LIMIT + 1}` });
    expect(mailboxAddress("A@B.nz")).toBe("a@b.nz");
    expect(mailboxAddress("021 555 0100")).toBe("64215550100");
  });

  it("ONB-01, ONB-02: new@'s SIM number (README) holds its activation text; a new link and an adoption code are texted there, and each code works", async () => {
    const texts = async () => (await mailbox(NEW_SIM_NUMBER)).Messages;
    const [seeded] = await texts();
    expect(seeded).toMatchObject({ Kind: "activation_link", Code: DEMO_ACTIVATION_VERIFICATION_CODE });
    expect(seeded?.Text).toContain(`/activation/${DEMO_ACTIVATION_CODE} `);
    const post = (url: string, payload: object) =>
      api().call({ method: "POST", url: `/api/v3/67${url}`, payload });
    expect((await post(`/activation/${DEMO_EXPIRED_ACTIVATION_CODE}/sms`, {})).json()).toEqual({
      SMSSent: true,
    });
    const [renewed] = await texts();
    expect(renewed?.Kind).toBe("activation_link");
    expect(renewed?.Text).toContain(`/activation/${DEMO_EXPIRED_ACTIVATION_CODE} `);
    const activated = await post(`/activation/${DEMO_EXPIRED_ACTIVATION_CODE}`, {
      SPID: 67,
      VerificationCode: renewed?.Code,
    });
    expect(activated.status).toBe(200);
    await api().reset();
    const adoption = { SPID: 67, MobileNumber: NEW_SIM_NUMBER };
    expect(
      (await api().call({ method: "POST", url: "/api/v3/adopt_by_sms", payload: adoption })).status,
    ).toBe(200);
    const [texted] = await texts();
    expect(texted?.Kind).toBe("sign_in_code");
    const adopted = await api().call({
      method: "POST",
      url: "/api/v3/adopt_by_sms",
      payload: { ...adoption, SMSCode: texted?.Code },
    });
    expect(adopted.status).toBe(200);
  });
});
