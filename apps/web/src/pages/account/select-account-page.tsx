import { useSignals } from "@preact/signals-react/runtime";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName, type Customer } from "@waea/domain/account";
import { readCustomers } from "@waea/domain/profile";
import { REDIRECT_QUERY_KEY, safeRedirectTarget, staticHref } from "@waea/domain/routing";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import type { PageProps } from "../../shell/page-props";
import { InvitationForm } from "./invitation-form";

/** AUTH-11: the customer accounts of the user, to choose one (at sign-in, or to switch later from the header). */
const SelectAccountPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["web", "errors", "access"]);
  const state = useAppState();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const uuids = state.customerUuids.value;
  const current = state.account.value;
  const [customers, setCustomers] = useState<ReadonlyArray<Customer | undefined> | undefined>(undefined);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void runtime.run(readCustomers(uuids)).then((reply) => {
      if (live) setCustomers(reply.ok ? reply.value : []);
    });
    return () => {
      live = false;
    };
  }, [runtime, uuids]);

  const choose = async (uuid: string) => {
    setChoosing(uuid);
    await runtime.session.chooseAccount(uuid);
    setChoosing(undefined);
    if (state.account.peek().status === "ready")
      navigate(safeRedirectTarget(query[REDIRECT_QUERY_KEY]) ?? staticHref("home"));
  };

  return (
    <section className="page page-narrow select-account">
      <PageTitle title={t("access:select_account_title")} />
      <h1>{t("access:select_account_title")}</h1>
      {customers === undefined ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="4.75rem" />
          <Skeleton shape="block" height="4.75rem" />
        </SkeletonGroup>
      ) : uuids.length === 0 ? (
        <p>{t("access:no_accounts")}</p>
      ) : (
        <ul className="account-list">
          {uuids.map((uuid, index) => {
            const customer = customers[index];
            const name =
              customer === undefined
                ? uuid
                : displayName(customer.FirstName, customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT);
            const isCurrent = current.status !== "none" && current.uuid === uuid;
            return (
              <li key={uuid} aria-current={isCurrent ? "true" : undefined}>
                <span className="account-name">{name}</span>
                {customer?.AccountNumber === undefined ? null : (
                  <span className="account-number">
                    {t("access:account_number", { number: customer.AccountNumber })}
                  </span>
                )}
                <button
                  type="button"
                  disabled={choosing !== undefined}
                  aria-busy={choosing === uuid}
                  aria-label={t("access:use_account", { name })}
                  onClick={() => void choose(uuid)}
                >
                  {isCurrent ? t("access:continue") : t("web:choose")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <InvitationForm
        onJoined={async (uuid) => {
          await runtime.session.addAccount(uuid);
          await state.dialogs.showSuccess({ key: "access:invitation_accepted" });
          if (state.account.peek().status === "ready")
            navigate(safeRedirectTarget(query[REDIRECT_QUERY_KEY]) ?? staticHref("home"));
        }}
      />
    </section>
  );
};

export default SelectAccountPage;
