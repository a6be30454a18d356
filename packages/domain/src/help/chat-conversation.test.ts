import { describe, expect, it } from "vitest";
import { CHAT_TEXT_MAX, checkChatText } from "./chat-conversation";

describe("what the chat widget sends (APP-10)", () => {
  it("APP-10: trims the text, refuses a blank one and one over CHAT_TEXT_MAX characters", () => {
    expect(checkChatText("  Top up?  ")).toEqual({ ok: true, text: "Top up?" });
    expect(checkChatText(" \n ")).toEqual({ ok: false, key: "help.chat_empty" });
    expect(checkChatText("a".repeat(CHAT_TEXT_MAX))).toEqual({ ok: true, text: "a".repeat(CHAT_TEXT_MAX) });
    expect(checkChatText("a".repeat(CHAT_TEXT_MAX + 1))).toEqual({ ok: false, key: "help.chat_too_long" });
  });
});
