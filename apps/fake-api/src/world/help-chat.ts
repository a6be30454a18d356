import type { ChatArticleLink, ChatMessage, ChatMessageKind } from "@waea/domain/help";

/**
 * A chat conversation as the simulated chat provider keeps it (APP-10): a signed-in customer's (found by their
 * support token) or a visitor's. Messages whose AtMillis is still ahead are the agent's answers being typed.
 */
export interface ChatRecord {
  readonly ConversationId: string;
  readonly CustomerUUID?: string;
  readonly Messages: ReadonlyArray<ChatMessage>;
}

/** The simulated agent takes this long to answer (the widget shows it typing meanwhile). */
export const CHAT_AGENT_DELAY_MS = 1_500;

/** The most articles the agent points to in one answer. */
export const CHAT_AGENT_ARTICLES = 3;

export const agentMessage = (
  id: string,
  kind: Exclude<ChatMessageKind, "text">,
  atMillis: number,
  articles: ReadonlyArray<ChatArticleLink> = [],
  firstName?: string,
): ChatMessage => ({
  Id: id,
  From: "agent",
  Kind: kind,
  Text:
    kind === "greeting"
      ? `Kia ora${firstName === undefined ? "" : ` ${firstName}`}! Ask me anything about your account, plans or bills.`
      : kind === "articles"
        ? "These help articles should answer that:"
        : "I could not find a help article for that. Someone from our team will answer here soon.",
  Articles: articles,
  AtMillis: atMillis,
});
