import * as Effect from "effect/Effect";
import type { Settings } from "../../config";
import { ChatWidget, ChatWidgetError, chatProviderOf, isReplyForProvider } from "../chat";
import { HelpApi } from "../help-api";

export type ChatLoginOutcome = "disabled" | "logged_in" | "logged_out";

/**
 * Identifies the customer to the chat widget (APP-10). With the chat flag off nothing happens. A failed support
 * login, a token for another provider or a widget that refuses the token all log the chat user out (spec 01 §8), so
 * the widget never keeps a previous customer's conversation: the customer can still chat anonymously.
 */
export const loginChat = (
  customerUuid: string,
  settings: Settings,
): Effect.Effect<ChatLoginOutcome, never, HelpApi | ChatWidget> =>
  Effect.gen(function* () {
    const provider = chatProviderOf(settings);
    if (provider === undefined) return "disabled";
    const api = yield* HelpApi;
    const widget = yield* ChatWidget;
    const loggedIn = yield* api.supportLogin(customerUuid).pipe(
      Effect.flatMap((reply) =>
        isReplyForProvider(reply, provider)
          ? widget.login(provider, reply.Token)
          : Effect.fail(new ChatWidgetError({ message: `token for ${reply.Provider}` })),
      ),
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    );
    if (loggedIn) return "logged_in";
    yield* widget.logout();
    return "logged_out";
  });
