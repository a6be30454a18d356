import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { AccountStatusPage } from "./account-status-page";

/** Only for a suspended account (01 §6): help, switching to another account, or signing out. */
const SuspendedPage = () => {
  useSignals();
  const { t } = useTranslation(["web", "access"]);
  const state = useAppState();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  return (
    <AccountStatusPage title="access:suspended_title" text="access:suspended_text">
      <li>
        <Link href={staticHref("help")}>{t("access:contact_support")}</Link>
      </li>
      {state.visitor.value.severalAccounts ? (
        <li>
          <Link href={staticHref("select-account")}>{t("web:switch_account")}</Link>
        </li>
      ) : null}
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => void runtime.session.signOut().then(() => navigate(staticHref("home")))}
        >
          {t("web:sign_out")}
        </button>
      </li>
    </AccountStatusPage>
  );
};

export default SuspendedPage;
