import * as Schema from "effect/Schema";

/**
 * The chat widget's conversation with the operator's support (APP-10), as the chat provider keeps it: one per
 * signed-in customer (found through the support token of auth.supportLogin) or one per visitor without an account.
 * Its id is the conversation's credential: it travels in a header, never in the URL.
 */
export const CHAT_CONVERSATION_HEADER = "x-chat-conversation";

/** The longest message the widget sends. */
export const CHAT_TEXT_MAX = 500;

/** A help article the agent points to: enough to link to its page in the help centre. */
export const ChatArticleLink = Schema.Struct({
  Id: Schema.String,
  Title: Schema.String,
  CategoryId: Schema.String,
  SectionId: Schema.String,
});
export type ChatArticleLink = typeof ChatArticleLink.Type;

/**
 * What a message is: the customer's own text, or the agent's greeting, its answer with matching articles, or its
 * answer when none matched. The portal words the agent's kinds in the customer's language; Text is the provider's
 * English.
 */
export const ChatMessageKind = Schema.Literal("text", "greeting", "articles", "no_match");
export type ChatMessageKind = typeof ChatMessageKind.Type;

export const ChatMessage = Schema.Struct({
  Id: Schema.String,
  From: Schema.Literal("customer", "agent"),
  Kind: ChatMessageKind,
  Text: Schema.String,
  Articles: Schema.Array(ChatArticleLink),
  AtMillis: Schema.Number,
});
export type ChatMessage = typeof ChatMessage.Type;

export const ChatConversation = Schema.Struct({
  ConversationId: Schema.String,
  /** Whether the conversation is a signed-in customer's (the agent then greets them by name). */
  Customer: Schema.Boolean,
  FirstName: Schema.optional(Schema.String),
  Messages: Schema.Array(ChatMessage),
  /** The agent is writing an answer that has not arrived yet. */
  AgentTyping: Schema.Boolean,
});
export type ChatConversation = typeof ChatConversation.Type;

/** Start or resume: a support token for the customer's conversation, or a visitor's earlier conversation id. */
export const ChatStartRequest = Schema.Struct({
  Token: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  ConversationId: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
});
export type ChatStartRequest = typeof ChatStartRequest.Type;

export const ChatSendRequest = Schema.Struct({
  Text: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(CHAT_TEXT_MAX)),
});

export const ChatConversationHeader = Schema.Struct({
  [CHAT_CONVERSATION_HEADER]: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
});

export type ChatTextCheck =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly key: "help.chat_empty" | "help.chat_too_long" };

/** What the widget sends: the text without its outer spaces, something, and not more than CHAT_TEXT_MAX. */
export const checkChatText = (text: string): ChatTextCheck => {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, key: "help.chat_empty" };
  if (trimmed.length > CHAT_TEXT_MAX) return { ok: false, key: "help.chat_too_long" };
  return { ok: true, text: trimmed };
};
