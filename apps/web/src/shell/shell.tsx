import { useSignals } from "@preact/signals-react/runtime";
import { Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../app/app-context";
import { ToastRegion } from "../components/toast/toast";
import { DialogHost } from "../dialogs/dialog-host";
import { ChatHost } from "../pages/chat/chat-host";
import { Footer } from "./footer";
import { Header } from "./header";
import { BareLoader } from "./loader";
import { RouteView } from "./route-view";
import { useQuerySettings } from "./use-query-settings";
import { useScrollReset } from "./use-scroll-reset";

const Layout = () => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const main = useRef<HTMLElement>(null);
  useScrollReset(main);
  useQuerySettings();
  return (
    <>
      <div className="app">
        <a className="skip-link" href="#main">
          {t("web:skip_to_content")}
        </a>
        {state.headerHidden.value ? null : <Header />}
        <main id="main" ref={main} tabIndex={-1}>
          <RouteView />
        </main>
        <Footer />
      </div>
      <ChatHost />
      <ToastRegion store={state.toasts} />
      <DialogHost />
    </>
  );
};

/** The page frame: skip link, header, main landmark with the routed page, footer, the toasts and the global dialogs. */
export const Shell = () => (
  <Suspense fallback={<BareLoader />}>
    <Layout />
  </Suspense>
);
