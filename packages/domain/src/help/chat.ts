import * as Context from "effect/Context";
import * as Data from "effect/Data";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { isFlagOn, type ChatProvider, type Settings } from "../config";

/** POST /support/login/{uuid}?platform=web answers the chat provider and a token for it (spec 01 §7). */
export const SupportLoginReply = Schema.Struct({ Provider: Schema.String, Token: Schema.String });
export type SupportLoginReply = typeof SupportLoginReply.Type;

export const SUPPORT_LOGIN_PLATFORM = "web";
/** The chat provider's own calls time out after 10 seconds (spec 01 §9). */
export const CHAT_TIMEOUT_MS = 10_000;

/** Chat runs when the chat flag is on; which widget is chosen by Settings.chatProvider (APP-10). */
export const chatProviderOf = (settings: Settings): ChatProvider | undefined =>
  isFlagOn(settings, "chat") ? settings.chatProvider : undefined;

/** The reply's Provider must name the configured widget: the token is only good for that provider. */
export const isReplyForProvider = (reply: SupportLoginReply, provider: ChatProvider): boolean =>
  reply.Provider.trim().toLowerCase() === provider;

export class ChatWidgetError extends Data.TaggedError("ChatWidgetError")<{ readonly message: string }> {}

/** The chat widget in the page: it identifies the customer with the support token, or logs the chat user out. */
export interface ChatWidgetService {
  readonly login: (provider: ChatProvider, token: string) => Effect.Effect<void, ChatWidgetError>;
  readonly logout: () => Effect.Effect<void>;
}

export class ChatWidget extends Context.Tag("waea/ChatWidget")<ChatWidget, ChatWidgetService>() {}
