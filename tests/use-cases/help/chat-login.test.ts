import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import { productionSettings, withSettings, type Settings } from "@waea/domain/config";
import { loginChat } from "@waea/domain/help";
import { signedIn, withFakeApi, withTransport, type Visitor } from "../support/fake-api";
import { makeMemoryChatWidget } from "./chat-widget";
import { outage } from "./outage";

const api = withFakeApi();

/** Runs the chat login for `customerUuid` as `who`'s page does, with a widget in memory. */
const chat = async (
  who: Visitor,
  customerUuid: string,
  options: { readonly settings?: Settings; readonly refused?: ReadonlySet<string> } = {},
) => {
  const widget = makeMemoryChatWidget(options.refused);
  const outcome = await who.run(
    loginChat(customerUuid, options.settings ?? productionSettings).pipe(Effect.provide(widget.layer)),
  );
  return { outcome, state: widget.state(), logouts: widget.logouts() };
};

describe("chat login (APP-10)", () => {
  it("logs the customer into the configured widget with the operator's support token", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(await chat(prepay, prepay.customer)).toEqual({
      outcome: "logged_in",
      state: { provider: "intercom", token: expect.stringMatching(/^chat\./) },
      logouts: 0,
    });
  });

  it("logs the chat user out when the support login fails", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    // Another customer's support login is refused (403).
    expect(await chat(prepay, postpay.customer)).toEqual({
      outcome: "logged_out",
      state: undefined,
      logouts: 1,
    });
    const down = withTransport(api(), prepay.storage, outage(api(), ["auth.supportLogin"]));
    expect((await chat(down, prepay.customer)).outcome).toBe("logged_out");
  });

  it("logs out when the token is for another provider or the widget refuses it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const zendesk = withSettings(productionSettings, { chatProvider: "zendesk" });
    expect((await chat(prepay, prepay.customer, { settings: zendesk })).outcome).toBe("logged_out");
    const { state } = await chat(prepay, prepay.customer);
    const refused = new Set([state?.token ?? ""]);
    expect(await chat(prepay, prepay.customer, { refused })).toEqual({
      outcome: "logged_out",
      state: undefined,
      logouts: 1,
    });
  });

  it("does nothing with the chat flag off", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const off = withSettings(productionSettings, { flags: { chat: false } });
    expect(await chat(prepay, prepay.customer, { settings: off })).toEqual({
      outcome: "disabled",
      state: undefined,
      logouts: 0,
    });
  });
});
