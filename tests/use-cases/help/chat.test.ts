import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import { productionSettings, withSettings } from "@waea/domain/config";
import {
  CHAT_CONVERSATION_KEY,
  awaitAgentReply,
  openChat,
  readChat,
  sendChatMessage,
  type ChatConversation,
} from "@waea/domain/help";
import { HelpApi } from "@waea/domain/help/api";
import { makeMemoryStorage } from "@waea/domain/ports";
import { signedIn, visitor, withFakeApi, withTransport } from "../support/fake-api";
import { outage } from "./outage";

const api = withFakeApi();

const opened = (value: ChatConversation | "disabled"): ChatConversation => {
  if (value === "disabled") throw new Error("chat disabled");
  return value;
};
const texts = (conversation: ChatConversation) => conversation.Messages.map((m) => [m.From, m.Kind, m.Text]);

describe("the chat conversation (APP-10)", () => {
  it("greets a visitor, says the agent is typing, then answers with the matching help articles", async () => {
    const guest = visitor(api());
    const start = opened(await guest.run(openChat(productionSettings, undefined)));
    expect(start.Customer).toBe(false);
    expect(texts(start)).toEqual([["agent", "greeting", expect.stringMatching(/^Kia ora!/)]]);
    const sent = await guest.run(sendChatMessage("How do I turn roaming off?"));
    expect(sent.AgentTyping).toBe(true);
    expect(texts(sent).at(-1)).toEqual(["customer", "text", "How do I turn roaming off?"]);
    api().clock.advance(1_500);
    const answered = await guest.run(readChat());
    expect(answered.AgentTyping).toBe(false);
    const answer = answered.Messages.at(-1);
    expect(answer?.Kind).toBe("articles");
    expect(answer?.Articles[0]).toEqual({
      Id: "3025",
      Title: "Turn roaming on or off",
      CategoryId: "1003",
      SectionId: "2008",
    });
    expect(answer?.Articles.every((article) => !article.Title.includes("(draft)"))).toBe(true);
  });

  it("awaitAgentReply reads until the agent has answered", async () => {
    const guest = visitor(api());
    await guest.run(openChat(productionSettings, undefined));
    await guest.run(sendChatMessage("qwxz"));
    api().clock.advance(1_500);
    const reply = await guest.run(awaitAgentReply());
    expect(reply.AgentTyping).toBe(false);
    expect(reply.Messages.at(-1)?.Kind).toBe("no_match");
  });

  it("keeps a visitor's conversation for the same browser, and gives another browser its own", async () => {
    const storage = makeMemoryStorage();
    const first = visitor(api(), storage);
    const start = opened(await first.run(openChat(productionSettings, undefined)));
    await first.run(sendChatMessage("eSIM"));
    const later = opened(await visitor(api(), storage).run(openChat(productionSettings, undefined)));
    expect(later.ConversationId).toBe(start.ConversationId);
    expect(texts(later)).toContainEqual(["customer", "text", "eSIM"]);
    const other = opened(await visitor(api()).run(openChat(productionSettings, undefined)));
    expect(other.ConversationId).not.toBe(start.ConversationId);
  });

  it("logs a signed-in customer in with the support token: their own conversation, greeted by name", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const mine = opened(await prepay.run(openChat(productionSettings, prepay.customer)));
    expect(mine.Customer).toBe(true);
    expect(mine.FirstName).toBe(api().store.world.core.customers[prepay.customer]?.FirstName);
    expect(texts(mine)[0]?.[2]).toBe(
      `Kia ora ${mine.FirstName}! Ask me anything about your account, plans or bills.`,
    );
    await prepay.run(sendChatMessage("bill"));
    // Another browser of the same customer finds the same conversation through a new support login.
    const again = await signedIn(api(), "prepay@waea.test");
    const resumed = opened(await again.run(openChat(productionSettings, again.customer)));
    expect(resumed.ConversationId).toBe(mine.ConversationId);
    // A visitor who holds the customer's conversation id (after signing out) does not get it without the token.
    const stranger = visitor(api(), makeMemoryStorage({ [CHAT_CONVERSATION_KEY]: mine.ConversationId }));
    const theirs = opened(await stranger.run(openChat(productionSettings, undefined)));
    expect(theirs.ConversationId).not.toBe(mine.ConversationId);
    expect(theirs.Customer).toBe(false);
  });

  it("a failed chat login logs the chat user out: the customer chats as a visitor", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const mine = opened(await prepay.run(openChat(productionSettings, prepay.customer)));
    const down = withTransport(api(), prepay.storage, outage(api(), ["auth.supportLogin"]));
    const fallback = opened(await down.run(openChat(productionSettings, prepay.customer)));
    expect(fallback.Customer).toBe(false);
    expect(fallback.ConversationId).not.toBe(mine.ConversationId);
  });

  it("refuses an unknown support token and an unknown conversation; the chat flag off opens nothing", async () => {
    const guest = visitor(api());
    const bad = await guest.attempt(
      Effect.flatMap(HelpApi, (help) => help.chatStart({ Token: "chat.nope" })),
    );
    expect(bad._tag).toBe("Left");
    const gone = await guest.attempt(Effect.flatMap(HelpApi, (help) => help.chatRead("no-such-id")));
    expect(gone._tag).toBe("Left");
    const off = withSettings(productionSettings, { flags: { chat: false } });
    expect(await guest.run(openChat(off, undefined))).toBe("disabled");
  });
});
