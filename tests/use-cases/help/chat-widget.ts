import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { ChatProvider } from "@waea/domain/config";
import { ChatWidget, ChatWidgetError, type ChatWidgetService } from "@waea/domain/help";

export interface MemoryChatWidget extends ChatWidgetService {
  readonly state: () => { readonly provider: ChatProvider; readonly token: string } | undefined;
  readonly logouts: () => number;
  readonly layer: Layer.Layer<ChatWidget>;
}

/**
 * The chat widget of the page, in memory: it remembers who is logged in and counts logouts; tokens listed in
 * `refused` fail to log in, as a widget does with a token it does not accept. (The widget is the browser's, not the
 * operator's: the fake API has no part in it.)
 */
export const makeMemoryChatWidget = (refused: ReadonlySet<string> = new Set()): MemoryChatWidget => {
  let current: { readonly provider: ChatProvider; readonly token: string } | undefined;
  let logouts = 0;
  const widget: ChatWidgetService = {
    login: (provider, token) =>
      refused.has(token)
        ? Effect.fail(new ChatWidgetError({ message: "chat login refused" }))
        : Effect.sync(() => {
            current = { provider, token };
          }),
    logout: () =>
      Effect.sync(() => {
        current = undefined;
        logouts += 1;
      }),
  };
  return {
    ...widget,
    state: () => current,
    logouts: () => logouts,
    layer: Layer.succeed(ChatWidget, widget),
  };
};
