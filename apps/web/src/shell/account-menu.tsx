import { useSignals } from "@preact/signals-react/runtime";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName } from "@waea/domain/account";
import type { ProfileTab } from "@waea/domain/config";
import {
  TabLandingRoutes,
  availableProfileTabs,
  currentAccount,
  staticHref,
  type RouteId,
} from "@waea/domain/routing";
import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState } from "../app/app-context";
import { hasStoredSession } from "../app/stored-hints";

/**
 * The customer's home: my-app-home, or for a profile without that tab (a fibre-only one, PRO-08) the landing page
 * of its first tab, where the guards would send it anyway (without a detour notice).
 */
const homeRoute = (tabs: ReadonlyArray<ProfileTab>): RouteId => {
  const [first] = tabs;
  return tabs.includes("my-app-home") || first === undefined
    ? "profile.my-app-home"
    : TabLandingRoutes[first];
};

/** Sign in and sign up, or the account's name with switching (AUTH-11) and sign out (AUTH-10). */
export const AccountMenu = () => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const session = state.session.value;
  const runtime = state.runtime.value;
  // Until the session is known the menu keeps its place, empty: appearing later it would push the page down. With a
  // session stored it is most likely the signed-in button's (one header row on a phone), else the anonymous links'.
  if (session.status === "booting")
    return typeof window !== "undefined" && hasStoredSession(() => window.localStorage) ? (
      <div className="account-menu-wrap account-menu-booting" aria-hidden="true">
        <span className="account-menu-toggle-space" />
      </div>
    ) : (
      <div className="account-menu account-menu-booting" aria-hidden="true" />
    );
  if (session.status === "anonymous")
    return (
      <ul className="account-menu">
        <li>
          <Link href={staticHref("sign-in")}>{t("web:sign_in")}</Link>
        </li>
        <li>
          <Link href={staticHref("sign-up")}>{t("web:sign_up")}</Link>
        </li>
      </ul>
    );
  const account = state.account.value;
  const name =
    account.status === "ready"
      ? displayName(account.customer.FirstName, account.customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT)
      : displayName(session.auth.FirstName ?? "", session.auth.LastName ?? "", ACCOUNT_DISPLAY_NAME_LIMIT);
  // A suspended account's profile bounces back to /suspended (01 §6): no "My account" link then.
  const suspended = currentAccount(state.visitor.value)?.suspended === true;
  const fibreOnly = currentAccount(state.visitor.value)?.fibreOnly ?? false;
  const home = homeRoute(availableProfileTabs(state.settings, fibreOnly));
  const signOut = async () => {
    if (typeof runtime !== "object") return;
    const confirmed = await state.dialogs.confirm({ key: "web:sign_out_confirm" }, { key: "web:sign_out" });
    if (!confirmed) return;
    await runtime.session.signOut();
    navigate(staticHref("home"));
  };
  const close = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest("a, button") !== null) setOpen(false);
  };
  const escape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>(".account-menu-toggle")?.focus();
  };
  // On a phone the menu folds behind one button (the header keeps one row with the brand and the language); from
  // 768 px it is a row of links, the button gone (shell.css).
  return (
    <div className="account-menu-wrap" data-open={open ? "true" : "false"} onKeyDown={escape}>
      <button
        type="button"
        className="account-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{t("web:account_menu")}</span>
      </button>
      <ul className="account-menu" id={listId} onClick={close}>
        {name.trim() === "" ? null : (
          <li className="account-name" aria-label={t("web:signed_in_as", { name })}>
            {name}
          </li>
        )}
        {suspended ? null : (
          <li>
            {/* The customer's home: their main product's dashboard (a fibre-only profile lands on broadband). */}
            <Link href={staticHref(home)}>{t("web:my_account")}</Link>
          </li>
        )}
        {state.visitor.value.severalAccounts ? (
          <li>
            <Link href={staticHref("select-account")}>{t("web:switch_account")}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            {t("web:sign_out")}
          </button>
        </li>
      </ul>
    </div>
  );
};
