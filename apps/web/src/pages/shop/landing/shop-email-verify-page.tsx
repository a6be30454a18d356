import { useSignals } from "@preact/signals-react/runtime";
import { REDIRECT_QUERY_KEY, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { Card } from "../../../components/card/card";
import { PageTitle } from "../../../components/page-title";
import type { PageProps } from "../../../shell/page-props";
import EmailVerifyPage from "../../account/email-verify-page";
import { SignInLinks } from "../cart/sign-in-links";

/**
 * The shop's email-verify (SHOP-07): a customer verifies their e-mail (the account's verify page: send the code,
 * confirm it) and goes back to the checkout, or to the page the link names. A visitor signs in first and comes back.
 */
const ShopEmailVerifyPage = (props: PageProps) => {
  useSignals();
  const { t } = useTranslation("cart");
  const session = useAppState().session.value;
  if (session.status === "signed-in") {
    const query =
      props.query[REDIRECT_QUERY_KEY] === undefined
        ? { ...props.query, [REDIRECT_QUERY_KEY]: staticHref("checkout") }
        : props.query;
    return <EmailVerifyPage {...props} query={query} />;
  }
  return (
    <div className="page-form">
      <PageTitle title={t("cart:verify_title")} />
      <h1>{t("cart:verify_title")}</h1>
      <Card
        title={t("cart:verify_sign_in_title")}
        actions={<SignInLinks back={staticHref("email-verify")} />}
      >
        <p>{t("cart:verify_sign_in_text")}</p>
      </Card>
    </div>
  );
};

export default ShopEmailVerifyPage;
