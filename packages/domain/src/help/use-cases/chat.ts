import * as Data from "effect/Data";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import * as Schedule from "effect/Schedule";
import type { Settings } from "../../config";
import { Storage, type ApiError } from "../../ports";
import { ChatWidget, ChatWidgetError, chatProviderOf } from "../chat";
import type { ChatConversation } from "../chat-conversation";
import { HelpApi, type HelpApiService } from "../help-api";
import { loginChat } from "./login-chat";

/** Where the widget keeps its conversation's id, so the conversation carries on after the page loads again. */
export const CHAT_CONVERSATION_KEY = "waea.chat.conversation";

/** How often the widget asks again while the agent is typing, and for how long at most. */
export const CHAT_POLL_MS = 1_000;
export const CHAT_WAIT_MS = 30_000;
export const agentReplySchedule = Schedule.spaced(CHAT_POLL_MS).pipe(Schedule.upTo(CHAT_WAIT_MS));

/** The chat widget of this portal: logging in finds the customer's conversation by the support token. */
const conversationWidget: Layer.Layer<ChatWidget, never, HelpApi | Storage> = Layer.effect(
  ChatWidget,
  Effect.gen(function* () {
    const api = yield* HelpApi;
    const storage = yield* Storage;
    return {
      login: (_provider, token) =>
        api.chatStart({ Token: token }).pipe(
          Effect.flatMap((conversation) => storage.set(CHAT_CONVERSATION_KEY, conversation.ConversationId)),
          Effect.mapError(() => new ChatWidgetError({ message: "chat login refused" })),
        ),
      logout: () => storage.remove(CHAT_CONVERSATION_KEY),
    };
  }),
);

const storedId = Effect.flatMap(Storage, (storage) => storage.get(CHAT_CONVERSATION_KEY));

/**
 * Opens the chat (APP-10). With the chat flag off: "disabled". A signed-in customer is logged in to the widget with
 * the operator's support token and gets their own conversation; a failed login logs the chat user out (loginChat)
 * and the customer chats as a visitor. A visitor carries on the conversation this browser had, or starts one.
 */
export const openChat = (
  settings: Settings,
  customerUuid: string | undefined,
): Effect.Effect<ChatConversation | "disabled", ApiError, HelpApi | Storage> =>
  Effect.gen(function* () {
    if (chatProviderOf(settings) === undefined) return "disabled";
    const api = yield* HelpApi;
    const storage = yield* Storage;
    if (customerUuid !== undefined) {
      const outcome = yield* loginChat(customerUuid, settings).pipe(Effect.provide(conversationWidget));
      const id = yield* storedId;
      if (outcome === "logged_in" && Option.isSome(id)) return yield* api.chatRead(id.value);
    }
    const earlier = yield* storedId;
    const conversation = yield* api.chatStart(
      Option.isSome(earlier) ? { ConversationId: earlier.value } : {},
    );
    yield* storage.set(CHAT_CONVERSATION_KEY, conversation.ConversationId);
    return conversation;
  });

/** The conversation this browser holds; when it holds none (storage cleared meanwhile), a visitor's new one. */
const withConversation = <A>(
  use: (api: HelpApiService, id: string) => Effect.Effect<A, ApiError>,
): Effect.Effect<A, ApiError, HelpApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* HelpApi;
    const earlier = yield* storedId;
    if (Option.isSome(earlier)) return yield* use(api, earlier.value);
    const started = yield* api.chatStart({});
    yield* Effect.flatMap(Storage, (storage) => storage.set(CHAT_CONVERSATION_KEY, started.ConversationId));
    return yield* use(api, started.ConversationId);
  });

/** Sends the customer's message (already checked with checkChatText); the agent's answer follows. */
export const sendChatMessage = (text: string) => withConversation((api, id) => api.chatSend(id, text));

/** The conversation as it stands now. */
export const readChat = () => withConversation((api, id) => api.chatRead(id));

class StillTyping extends Data.TaggedError("StillTyping")<{ readonly conversation: ChatConversation }> {}

/**
 * Reads the conversation until the agent has finished typing, every CHAT_POLL_MS for CHAT_WAIT_MS at most; after
 * that the conversation as it stands (still typing: the widget keeps saying so).
 */
export const awaitAgentReply = (): Effect.Effect<ChatConversation, ApiError, HelpApi | Storage> =>
  readChat().pipe(
    Effect.filterOrFail(
      (conversation) => !conversation.AgentTyping,
      (conversation) => new StillTyping({ conversation }),
    ),
    Effect.retry({ schedule: agentReplySchedule, while: (error) => error._tag === "StillTyping" }),
    Effect.catchTag("StillTyping", (still) => Effect.succeed(still.conversation)),
  );
