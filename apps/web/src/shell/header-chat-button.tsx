import { isFlagOn } from "@waea/domain/config";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../app/app-context";
import { chatHref } from "../pages/chat/chat-location";

/**
 * The header's button that opens the chat over the current page (APP-10), the last item of the main links (on a phone
 * that row scrolls sideways, so the header keeps its two rows); nothing when the build has no chat. Its text is the
 * shell's own and its look shell.css's, so every page's start carries neither the help texts nor the
 * widget's styles (those load with the chat, or with the help pages' own button).
 */
export const HeaderChatButton = () => {
  const { t } = useTranslation("web");
  const { settings } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  if (!isFlagOn(settings, "chat")) return null;
  return (
    <li>
      <button
        type="button"
        className="main-nav-button"
        onClick={() => navigate(chatHref(path, search, true))}
      >
        {t("web:header_chat_open")}
      </button>
    </li>
  );
};
