export { addItem } from "./add-item";
export { addSimType, planLine, planLineId, simLine } from "./add-sim-type";
export {
  BUILT_IN_SIM_ITEMS,
  ESIM_ITEM,
  FWA_SIM_ITEM,
  PHYSICAL_SIM_ITEM,
  SIM_DELIVERY_BUSINESS_DAYS,
  simCatalogItem,
} from "./built-in-sim-items";
export { CartApiVersion, DEFAULT_CART_API_VERSION } from "./cart-api";
export { gstPartCents } from "./gst";
export { CartMessageKeys } from "./cart-messages";
export type { CartMessage, CartMessageKey } from "./cart-messages";
export { cartPayload, toServerItem } from "./cart-payload";
export { CartPlan } from "./cart-plan";
export { planChoiceOf } from "./plan-choice-of";
export { CartRefused } from "./cart-refused";
export {
  CATALOG_CACHE_MS,
  CATALOG_REQUEST_DELAY_MS,
  LOCAL_CART_DELAY_MS,
  catalogChanged,
  sameData,
} from "./catalog-reload";
export { DEFAULT_COUNTRY, EshopAddress, formatEshopAddress } from "./eshop-address";
export {
  CatalogSortField,
  EshopItem,
  EshopItemSearchReply,
  EshopItemSearchRequest,
  EshopItemVariant,
  ItemAttribute,
  SearchFacet,
  SortOrder,
} from "./eshop-item";
export { CustomerCreation, ItemAttributes } from "./item-attributes";
export { ItemImage } from "./item-images";
export {
  DEFAULT_PHYSICAL_TYPE,
  ItemType,
  LocalItemType,
  PhysicalType,
  ServiceType,
  VirtualType,
  isSimKind,
} from "./item-kinds";
export {
  CartProduct,
  CartProductItem,
  LocalCart,
  LocalCartItem,
  Quantity,
  cartItemCount,
  cartLines,
  cartTotalCents,
  emptyCart,
  withItems,
} from "./local-cart";
export { localTypeOfServerItem, mergeServerCart, serverLineId } from "./merge-server-cart";
export {
  MULTI_SIM_LIMIT,
  customerCreation,
  simOrderItems,
  validateMultiSimOrder,
  validateSimPurchase,
} from "./multi-sim-order";
export type { PlanChoice, SimOrderLine, ValidSimLine } from "./multi-sim-order";
export {
  Phone,
  PhoneBrands,
  PhoneColours,
  PhoneModels,
  PhoneSimCounts,
  PhoneStorage,
  emptyPhoneFilter,
  filterPhones,
  phoneFacetCounts,
  toggleFilterOption,
} from "./phone-filter";
export type { ColourOption, FilterOption, PhoneFilter } from "./phone-filter";
export { keepCatalogue } from "./shop-catalogue";
export type { ShopCatalogue } from "./shop-catalogue";
export {
  phoneLine,
  phoneOfVariant,
  phoneProductOf,
  phoneProducts,
  phoneSlug,
  phoneVariant,
} from "./shop-phone";
export type { PhoneProduct, ShopPhone } from "./shop-phone";
export { purchasedSummary, resetAfterCheckout } from "./purchased-summary";
export { PurchasedSummary } from "./purchased-summary-schema";
export { removeItem } from "./remove-item";
export { cartIdStorage, cartRestoreSource } from "./restore-decision";
export type { CartIdStorage, CartRestoreSource } from "./restore-decision";
export { CART_STATE, ServerCart, ServerCartPayload } from "./server-cart";
export { CartItemProduct, ServerCartItem } from "./server-cart-item";
export { decreaseQuantity, increaseQuantity, setQuantity } from "./set-quantity";
export {
  DEFAULT_SIM_TYPE,
  FWA_SIM_ITEM_UUID,
  SIM_ITEM_UUIDS,
  SimType,
  SimTypes,
  parseSimType,
  simLineType,
} from "./sim-types";
export { chooseSimType } from "./use-cases/choose-sim-type";
export { applyCartEdit, editCart } from "./use-cases/edit-cart";
export type { CartEdit } from "./use-cases/edit-cart";
export { keepServerCart } from "./use-cases/keep-server-cart";
export { orderMultipleSims } from "./use-cases/order-multiple-sims";
export { loadShopCatalogue, loadShopCatalogueLater } from "./use-cases/load-shop-catalogue";
export { restoreCart } from "./use-cases/restore-cart";
export { saveCart } from "./use-cases/save-cart";
export { clearStoredCart, loadLocalCart, storeLocalCart } from "./use-cases/stored-cart";
