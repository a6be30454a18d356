import { StorageKeys, type StorageKey } from "../ports/storage";

/**
 * Everything logout clears (AUTH-10): stored session data, payment methods, the prepay, postpay and fibre product
 * selections, bound data and the cart. Preferences (language) survive a logout.
 */
export const LOGOUT_CLEARS: ReadonlyArray<StorageKey> = [
  StorageKeys.auth,
  StorageKeys.refreshToken,
  StorageKeys.currentCustomer,
  StorageKeys.currentMobileProduct,
  StorageKeys.paymentMethods,
  StorageKeys.prepayProduct,
  StorageKeys.postpayProduct,
  StorageKeys.fibreProduct,
  StorageKeys.boundData,
  StorageKeys.cart,
  StorageKeys.cartId,
  StorageKeys.cartToken,
  StorageKeys.swapFlag,
  StorageKeys.routeApprovalToken,
  StorageKeys.broadbandOrder,
];
