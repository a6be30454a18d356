import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { EmailChangeForm } from "./email-change-form";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";

/** PRO-03: the current e-mail and the form that changes it (a changed address is verified next, AUTH-13). */
const ChangeEmailPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["profile", "web"]);
  return (
    <ProfilePage
      title="profile:change_email"
      back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
    >
      <Card>
        <p>{t("profile:current_email", { email: account.customer.Email })}</p>
        <EmailChangeForm
          account={account}
          label={t("profile:change_email")}
          submit={t("profile:change_email")}
        />
      </Card>
    </ProfilePage>
  );
};

export default withAccount(ChangeEmailPage);
