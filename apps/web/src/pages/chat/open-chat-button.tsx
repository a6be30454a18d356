import { isFlagOn } from "@waea/domain/config";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import styles from "./chat.module.css";
import { chatHref } from "./chat-location";

/**
 * Opens the chat over the current page (APP-10); nothing when the build has no chat. In the header it is a link-like
 * button in the header's colours (on its own row on a phone, among the header's tools from 1024 px).
 */
export const OpenChatButton = ({ inHeader = false }: { readonly inHeader?: boolean }) => {
  const { t } = useTranslation("help");
  const { settings } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  if (!isFlagOn(settings, "chat")) return null;
  const open = () => navigate(chatHref(path, search, true));
  return inHeader ? (
    <button type="button" className={`link-button ${styles.headerButton}`} onClick={open}>
      {t("help:chat_open")}
    </button>
  ) : (
    <Button variant="secondary" onClick={open}>
      {t("help:chat_open")}
    </Button>
  );
};
