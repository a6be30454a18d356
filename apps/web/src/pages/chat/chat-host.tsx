import { useSignals } from "@preact/signals-react/runtime";
import { isFlagOn } from "@waea/domain/config";
import { lazy, Suspense, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useAppState } from "../../app/app-context";
import { chatHref, isChatOpen } from "./chat-location";

/** The widget's code loads only once the chat is opened: a page without it carries none. */
const ChatPanel = lazy(() => import("./chat-panel"));

/**
 * Where the chat widget lives in the shell (APP-10): shown while the location says `?chat=open`. The panel mounts
 * once the app's runtime has started, and opening the chat asks for it (an anonymous visitor's runtime otherwise
 * waits for a first touch), from an effect: a panel whose chunk was already loaded used to render in the app's very
 * first render, suspend there on the runtime and ask for it by writing a signal mid-render, after which the shell
 * showed its first render for good (the web tests hung on it).
 */
export const ChatHost = () => {
  useSignals();
  const { settings, runtime, whenStarted } = useAppState();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const open = isFlagOn(settings, "chat") && isChatOpen(search);
  useEffect(() => {
    if (open) void whenStarted();
  }, [open, whenStarted]);
  if (!open || typeof runtime.value !== "object") return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel onClose={() => navigate(chatHref(path, search, false))} />
    </Suspense>
  );
};
