import { useSignals } from "@preact/signals-react/runtime";
import type { Customer, MobileProduct } from "@waea/domain/account";
import type { ApiError } from "@waea/domain/ports";
import type { AuthData } from "@waea/domain/session";
import { useAppState } from "../../app/app-context";

export interface CurrentAccount {
  readonly uuid: string;
  readonly customer: Customer;
  readonly product: MobileProduct | undefined;
  /** Why the account's products could not be read (then `product` is undefined without meaning "no product"). */
  readonly productError: ApiError | undefined;
  readonly auth: AuthData;
  /** The signed-in login's LOCAL id (its e-mail), for re-authentication. */
  readonly authId: string;
}

/**
 * The signed-in customer account of a page behind the account guards (they let it open only once the account is
 * loaded). Undefined for the moment between a sign-out and the shell's redirect.
 */
export const useCurrentAccount = (): CurrentAccount | undefined => {
  useSignals();
  const state = useAppState();
  const session = state.session.value;
  const account = state.account.value;
  if (session.status !== "signed-in" || account.status !== "ready") return undefined;
  return {
    uuid: account.uuid,
    customer: account.customer,
    product: account.product,
    productError: account.productsError,
    auth: session.auth,
    authId: session.auth.AuthID ?? session.auth.Email ?? account.customer.Email ?? "",
  };
};
