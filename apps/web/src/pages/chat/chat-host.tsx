import { isFlagOn } from "@waea/domain/config";
import { lazy, Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../../app/app-context";
import { chatHref, isChatOpen } from "./chat-location";

/** The widget's code loads only once the chat is opened: a page without it carries none. */
const ChatPanel = lazy(() => import("./chat-panel"));

/** Where the chat widget lives in the shell (APP-10): shown while the location says `?chat=open`. */
export const ChatHost = () => {
  const { settings } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  if (!isFlagOn(settings, "chat") || !isChatOpen(search)) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel onClose={() => navigate(chatHref(path, search, false))} />
    </Suspense>
  );
};
