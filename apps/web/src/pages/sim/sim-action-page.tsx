import type { MobileProduct } from "@waea/domain/account";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AccountProduct, type AccountProductProps } from "../profile/account-product";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BACK_TO_ACTIONS } from "./sim-back";

/**
 * The frame of a SIM action's page (SIM-02..05): its title, the way back to the actions list, and its content for the
 * account's mobile service (a retry when the service could not be read, a line when there is none).
 */
export const SimActionPage = ({
  account,
  title,
  children,
}: {
  readonly account: AccountProductProps["account"];
  readonly title: string;
  readonly children: (product: MobileProduct) => ReactNode;
}) => {
  const { t } = useTranslation("sim");
  return (
    <ProfilePage title={title} back={BACK_TO_ACTIONS}>
      <AccountProduct account={account} empty={<p>{t("sim:features_no_product")}</p>}>
        {children}
      </AccountProduct>
    </ProfilePage>
  );
};

/** What a SIM action's content works on: the signed-in account and its mobile service. */
export interface SimActionProps {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}

/**
 * The routed page of a SIM action (swap, details, number change): SimActionPage titled `title` around `Content`,
 * given the account's id and mobile service, so each page is its content and one line.
 */
export const simActionRoute = (title: string, Content: ComponentType<SimActionProps>) =>
  withAccount(({ account }: AccountPageProps) => (
    <SimActionPage account={account} title={title}>
      {(product) => <Content customerUUID={account.uuid} product={product} />}
    </SimActionPage>
  ));
