import { screen, within } from "@testing-library/react";
import { developmentSettings, withSettings } from "@waea/domain/config";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it, onTestFinished } from "vitest";
import { unreachableFor } from "../../test/fake-api";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** The widget's chunk loads and the chat opens over the operator's calls: slower than a page's first render. */
const OPENING = { timeout: 10_000 };
const chat = async () => screen.findByRole("dialog", { name: "Chat with us" }, OPENING);
const conversation = async () => within(await chat()).findByRole("log", { name: "Conversation" }, OPENING);

describe("chat widget (APP-10)", () => {
  it("APP-10: a visitor opens the chat from the header; the agent types, then answers with help links", async () => {
    const app = await renderApp(api(), "/help");
    expect(screen.queryByRole("dialog")).toBeNull();
    const header = screen.getByRole("banner");
    await app.user.click(within(header).getByRole("button", { name: "Chat" }));
    expect(currentPath(app)).toBe("/help?chat=open");
    const log = await conversation();
    expect(
      within(log).getByText("Kia ora! Ask me anything about your account, plans or bills."),
    ).toBeTruthy();
    const panel = await chat();
    await app.user.click(within(panel).getByRole("button", { name: "Send" }));
    expect(within(panel).getByText("Enter a message")).toBeTruthy();
    await app.user.type(within(panel).getByLabelText("Your message"), "Is roaming in Australia dear?");
    await app.user.click(within(panel).getByRole("button", { name: "Send" }));
    expect(await within(log).findByText("Is roaming in Australia dear?")).toBeTruthy();
    expect(within(panel).getByRole("status").textContent).toBe("Support is typing…");
    // The agent answers 1.5 s after the message on the operator's clock.
    api().clock.advance(2_000);
    onTestFinished(() => api().clock.restore());
    expect(await within(log).findByText("These help articles should answer that:", {}, OPENING)).toBeTruthy();
    const link = within(log).getByRole("link", { name: "Roaming in Australia" });
    expect(link.getAttribute("href")).toBe("/help/category/1003/2008/3024?chat=open");
    expect(within(panel).getByRole("status").textContent).toBe("");
    await app.user.click(within(panel).getByRole("button", { name: "Close" }));
    expect(currentPath(app)).toBe("/help");
    expect(screen.queryByRole("dialog")).toBeNull();
  }, 30_000);

  it("APP-10: /link/chat opens a signed-in customer's chat on the home page, greeted by name", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/link/chat", { storage });
    expect(
      await within(await conversation()).findByText(/^Kia ora \S+! Ask me anything/, {}, OPENING),
    ).toBeTruthy();
    expect(currentPath(app)).toMatch(/chat=open/);
  }, 30_000);

  // After the tests above, the panel's chunk is loaded: it renders in the app's first render (it once hung there).
  it("APP-10: a failed support login logs the chat user out: the customer chats as a visitor, without the conversation this browser held", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await storage.set("waea.chat.conversation", "someone-else").pipe(Effect.runPromise);
    const fetch = unreachableFor(api().fetch, "auth.supportLogin");
    await renderApp(api(), "/help?chat=open", { storage, fetch });
    const log = await conversation();
    expect(
      within(log).getByText("Kia ora! Ask me anything about your account, plans or bills."),
    ).toBeTruthy();
    expect(Option.getOrUndefined(await Effect.runPromise(storage.get("waea.chat.conversation")))).not.toBe(
      "someone-else",
    );
  }, 30_000);

  it("APP-10: with the chat flag off there is no chat button and ?chat=open opens nothing", async () => {
    const settings = withSettings(developmentSettings, { flags: { chat: false } });
    await renderApp(api(), "/help?chat=open", { settings });
    expect(await screen.findByRole("heading", { level: 1, name: "Help centre" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Chat" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  }, 30_000);
});
