export {
  CHAT_TIMEOUT_MS,
  ChatWidget,
  ChatWidgetError,
  SUPPORT_LOGIN_PLATFORM,
  SupportLoginReply,
  chatProviderOf,
  isReplyForProvider,
  type ChatWidgetService,
} from "./chat";
export {
  CHAT_CONVERSATION_HEADER,
  CHAT_TEXT_MAX,
  ChatArticleLink,
  ChatConversation,
  ChatConversationHeader,
  ChatMessage,
  ChatMessageKind,
  ChatSendRequest,
  ChatStartRequest,
  checkChatText,
  type ChatTextCheck,
} from "./chat-conversation";
export {
  CHAT_CONVERSATION_KEY,
  CHAT_POLL_MS,
  CHAT_WAIT_MS,
  agentReplySchedule,
  awaitAgentReply,
  openChat,
  readChat,
  sendChatMessage,
} from "./use-cases/chat";
export { articlesOf, articlesOfCategory, helpPage, sectionsOf, type HelpPage } from "./help-filter";
export {
  EMPTY_HELP_CENTRE,
  HELP_CACHE_MS,
  HELP_SEARCH_CACHE_MS,
  HelpArticle,
  HelpCategory,
  HelpCentre,
  HelpSection,
} from "./help-model";
export {
  INTERCOM_PER_PAGE,
  IntercomArticle,
  IntercomArticlesReply,
  IntercomCollection,
  IntercomCollectionsReply,
  IntercomSearchReply,
  fromIntercom,
  intercomArticle,
  isPublishedIntercom,
} from "./intercom";
export { HelpMessageKeys, emptyHelpMessageKey, type HelpMessageKey } from "./messages";
export { MAX_ARTICLE_PAGES, loadHelpCentre } from "./use-cases/load-help-centre";
export { loginChat, type ChatLoginOutcome } from "./use-cases/login-chat";
export { searchHelp } from "./use-cases/search-help";
export {
  ZENDESK_ARTICLES_PER_PAGE,
  ZendeskArticle,
  ZendeskArticlesReply,
  ZendeskCategoriesReply,
  ZendeskCategory,
  ZendeskSearchReply,
  ZendeskSection,
  ZendeskSectionsReply,
  fromZendesk,
  publishedZendesk,
  zendeskArticle,
} from "./zendesk";
