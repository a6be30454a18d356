import * as Layer from "effect/Layer";
import {
  CHAT_CONVERSATION_HEADER,
  INTERCOM_PER_PAGE,
  SUPPORT_LOGIN_PLATFORM,
  ZENDESK_ARTICLES_PER_PAGE,
} from "@waea/domain/help";
import { HelpApi, type HelpApiService } from "@waea/domain/help/api";
import type { HttpApiClient } from "../client";
import { authCalls } from "../contract/auth";
import { helpCalls } from "../contract/help";

/**
 * The HelpApi port over HTTP: the support-desk style under /help-desk (100 articles a page), the messaging-provider
 * style under /intercom (150 a page, searches of published articles), and the chat's support login, which is the
 * auth context's entry (auth.supportLogin).
 */
export const makeHttpHelpApi = (client: HttpApiClient): HelpApiService => {
  const help = client.calls(helpCalls);
  return {
    zendeskCategories: () => help.zendeskCategories(),
    zendeskSections: () => help.zendeskSections(),
    zendeskArticles: (page) => help.zendeskArticles({ query: { per_page: ZENDESK_ARTICLES_PER_PAGE, page } }),
    zendeskSearch: (query) => help.zendeskSearch({ query: { query } }),
    intercomCollections: () => help.intercomCollections({ query: { per_page: INTERCOM_PER_PAGE } }),
    intercomArticles: () => help.intercomArticles({ query: { per_page: INTERCOM_PER_PAGE } }),
    intercomSearch: (phrase) => help.intercomSearch({ query: { phrase, state: "published" } }),
    supportLogin: (uuid) =>
      client.calls(authCalls).supportLogin({ params: { uuid }, query: { platform: SUPPORT_LOGIN_PLATFORM } }),
    chatStart: (request) => help.chatStart({ body: request }),
    chatRead: (id) => help.chatRead({ headers: { [CHAT_CONVERSATION_HEADER]: id } }),
    chatSend: (id, text) =>
      help.chatSend({ headers: { [CHAT_CONVERSATION_HEADER]: id }, body: { Text: text } }),
  };
};

export const httpHelpLayer = (client: HttpApiClient): Layer.Layer<HelpApi> =>
  Layer.succeed(HelpApi, makeHttpHelpApi(client));
