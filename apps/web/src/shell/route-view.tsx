import { useSignals } from "@preact/signals-react/runtime";
import { evaluateRoute, type Allow } from "@waea/domain/routing";
import { Suspense, createElement, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState } from "../app/app-context";
import { InteractiveMark } from "../app/interactive-mark";
import { i18nKey } from "../i18n/message";
import { Loader } from "./loader";
import { NotFoundPage, pageFor } from "./pages";
import { ProfileFrame } from "./profile-tabs";
import { redirectNotice } from "./redirect-notice";
import { useLocationString } from "./use-location-string";

/** The route's page (one of the lazy components pages.ts creates once, at module level), in its profile frame. */
const AllowedPage = ({ allow }: { readonly allow: Allow }) => (
  <ProfileFrame route={allow.route}>
    {createElement(pageFor(allow.route.id), { route: allow.route, params: allow.params, query: allow.query })}
  </ProfileFrame>
);

/**
 * Shows the page of the current location as the domain decides it (PRO-07, AUTH-14, APP-02, APP-06): the shell
 * evaluates the route table's guards with the visitor state and follows only the redirect the domain returns,
 * replacing the history entry. Until the session and the chosen account are known it shows a loader; page views are
 * logged once the runtime is there (APP-04).
 */
export const RouteView = () => {
  useSignals();
  const { t } = useTranslation(["web", "routing"]);
  const state = useAppState();
  const [, navigate] = useLocation();
  const location = useLocationString();
  const runtime = state.runtime.value;
  const started = runtime !== undefined && runtime !== "failed";
  // Guards need only the visitor: an anonymous visitor's page is decided before the runtime has loaded.
  const decision = state.ready.value
    ? evaluateRoute(state.visitor.value, state.settings, location)
    : undefined;
  const redirect = decision?._tag === "Redirect" ? decision : undefined;
  const shown = decision !== undefined && decision._tag !== "Redirect";

  useEffect(() => {
    if (redirect === undefined) return;
    const messageKey = redirectNotice(redirect);
    state.showNotice(messageKey === undefined ? undefined : { messageKey, href: redirect.href });
    navigate(redirect.href, { replace: true });
  }, [redirect?.href, redirect, navigate, state]);

  useEffect(() => {
    if (shown) state.markPageShown();
    if (shown && started) runtime.trackPageView(location);
  }, [shown, started, runtime, location, state]);

  if (runtime === "failed") return <p role="alert">{t("web:start_failed")}</p>;
  if (decision === undefined || decision._tag === "Redirect") return <Loader />;
  const notice = state.notice.value;
  return (
    <>
      {notice !== undefined && notice.href === location ? (
        <p className="notice" role="status">
          {t(i18nKey(notice.messageKey))}
        </p>
      ) : null}
      <Suspense fallback={<Loader />}>
        {decision._tag === "NotFound" ? <NotFoundPage /> : <AllowedPage allow={decision} />}
        {/* Inside the page's boundary: marked once the page itself is rendered or hydrated, not the shell around
            it (hydrated in a transition, the shell commits while a page still waiting for its chunk is inert). */}
        <InteractiveMark />
      </Suspense>
    </>
  );
};
