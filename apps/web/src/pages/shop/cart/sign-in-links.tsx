import { REDIRECT_QUERY_KEY, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../../components/button/button";

/** A visitor's way on in the shop: sign in, or create an account, and come back to `back` (a path) after. */
export const SignInLinks = ({ back }: { readonly back: string }) => {
  const { t } = useTranslation("checkout");
  const query = { [REDIRECT_QUERY_KEY]: back };
  return (
    <>
      <Link href={staticHref("sign-in", query)} className={buttonClass()}>
        {t("checkout:sign_in")}
      </Link>
      <Link href={staticHref("sign-up", query)} className={buttonClass("secondary")}>
        {t("checkout:sign_up")}
      </Link>
    </>
  );
};
