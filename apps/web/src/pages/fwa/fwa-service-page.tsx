import type { MobileProduct } from "@waea/domain/account";
import { fwaServiceOf, type FwaService } from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { AccountProduct } from "../profile/account-product";
import { ProfilePage } from "../profile/profile-page-frame";
import type { CurrentAccount } from "../profile/use-account";

/**
 * The frame of the profile's fixed wireless pages (BB-02, BB-04): the title, an optional way back, and the
 * account's fixed wireless service, or the way to order one when the account has none.
 */
export const FwaServicePage = ({
  account,
  title,
  back,
  children,
}: {
  readonly account: CurrentAccount;
  readonly title: string;
  readonly back?: { readonly href: string; readonly label: string };
  readonly children: (service: FwaService, product: MobileProduct) => ReactNode;
}) => {
  const { t } = useTranslation("broadband");
  const none = (
    <EmptyState
      title={t("broadband:fwa_none")}
      text={t("broadband:fwa_none_text")}
      action={
        <Link href={staticHref("broadband")} className={buttonClass("primary")}>
          {t("broadband:fwa_order")}
        </Link>
      }
    />
  );
  return (
    <ProfilePage title={title} {...(back === undefined ? {} : { back })}>
      <AccountProduct account={account} empty={none}>
        {(product) => {
          const service = fwaServiceOf(product);
          return service === undefined ? none : children(service, product);
        }}
      </AccountProduct>
    </ProfilePage>
  );
};
