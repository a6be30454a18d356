import { isFlagOn } from "@waea/domain/config";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { chatHref } from "./chat-location";

/** Opens the chat over the current page (APP-10) from a page's own content; nothing when the build has no chat. */
export const OpenChatButton = () => {
  const { t } = useTranslation("help");
  const { settings } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  if (!isFlagOn(settings, "chat")) return null;
  return (
    <Button variant="secondary" onClick={() => navigate(chatHref(path, search, true))}>
      {t("help:chat_open")}
    </Button>
  );
};
