import type { MobileProduct } from "@waea/domain/account";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { ErrorState } from "../../components/error-state/error-state";
import { errorText } from "../../dialogs/error-text";
import type { CurrentAccount } from "./use-account";

export interface AccountProductProps {
  readonly account: CurrentAccount;
  /** What the page says when the account really has no product (its empty state). */
  readonly empty: ReactNode;
  /** The page's content about the product. */
  readonly children: (product: MobileProduct) => ReactNode;
}

/**
 * The account's product, for every page about it, decided once: the product's content; the page's empty state when
 * the account has none; and when the products could not be read, that error (the spec's message) with a retry that
 * reads the account again, never the empty state.
 */
export const AccountProduct = ({ account, empty, children }: AccountProductProps) => {
  const { t } = useTranslation(["errors", "web"]);
  const runtime = useRuntime();
  const [retrying, setRetrying] = useState(false);
  if (account.productError !== undefined) {
    const text = errorText(account.productError);
    const retry = async () => {
      setRetrying(true);
      await runtime.session.reloadAccount();
      setRetrying(false);
    };
    return (
      <ErrorState message={t(text.key, text.params ?? {})} pending={retrying} onRetry={() => void retry()} />
    );
  }
  return account.product === undefined ? empty : children(account.product);
};
