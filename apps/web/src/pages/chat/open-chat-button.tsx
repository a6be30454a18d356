import { isFlagOn } from "@waea/domain/config";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { chatHref } from "./chat-location";

/**
 * Opens the chat over the current page (APP-10); nothing when the build has no chat. In the header it is a link-like
 * button in the header's colours, the last item of the main links (on a phone that row scrolls sideways, so the header
 * keeps its two rows).
 */
export const OpenChatButton = ({ inHeader = false }: { readonly inHeader?: boolean }) => {
  const { t } = useTranslation("help");
  const { settings } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  if (!isFlagOn(settings, "chat")) return null;
  const open = () => navigate(chatHref(path, search, true));
  if (inHeader)
    return (
      <li>
        <button type="button" className="main-nav-button" onClick={open}>
          {t("help:chat_open_short")}
        </button>
      </li>
    );
  return (
    <Button variant="secondary" onClick={open}>
      {t("help:chat_open")}
    </Button>
  );
};
