import type { ComponentType } from "react";
import type { PageProps } from "../../shell/page-props";
import { useCurrentAccount, type CurrentAccount } from "./use-account";

export type AccountPageProps = PageProps & { readonly account: CurrentAccount };

/** A page that needs the loaded account: it renders with it, and renders nothing in the moment it is gone. */
export const withAccount = (Page: ComponentType<AccountPageProps>) => (props: PageProps) => {
  const account = useCurrentAccount();
  return account === undefined ? null : <Page {...props} account={account} />;
};
