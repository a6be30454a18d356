export {
  deliveryAddresses,
  makeDefault,
  rankChanges,
  rankForNew,
  renumber,
  withDetails,
  withoutAddress,
} from "./address-ranking";
export { CustomerIdentity, CustomerTag, CustomerTags, CustomerUuids, EntityRecord } from "./customer-api";
export {
  ADDRESS_CACHE_MS,
  ADDRESS_REQUIRED_TEXT,
  AddressDetails,
  AddressWrite,
  CustomerAddressEntity,
  CustomerAddressList,
  DEFAULT_COUNTRY,
  DEFAULT_RANK,
  DELIVERY,
  DeliveryAddress,
  addressFields,
  detailsOf,
} from "./delivery-address";
export {
  ENTITY_CACHE_MS,
  EntityTypes,
  cacheEntity,
  cachedEntity,
  forgetEntity,
  type CachedEntity,
  type EntityCache,
  type EntityType,
} from "./entity-cache";
export { hasLocalPassword } from "./local-password";
export { addressToSave } from "./address-edit";
export {
  IQLocation,
  LocationSearchReply,
  ServiceAvailability,
  addressFromLocation,
  addressLines,
  formatAddress,
} from "./location";
export {
  ProfileMessageKeys,
  notificationLabelKey,
  orderStatusLabelKey,
  type ProfileMessageKey,
} from "./messages";
export {
  CustomerPatch,
  NotificationOption,
  NotificationOptions,
  notificationPatch,
  notifyFlag,
  toggleNotification,
  type NotifyFlag,
} from "./notifications";
export {
  OrderHistoryItem,
  OrderHistoryLine,
  orderHistory,
  orderStatusGroup,
  orderTotalCents,
  type OrderStatusGroup,
} from "./order-history";
export {
  PersonalDataUpdate,
  firstPersonalDataProblem,
  personalDataChange,
  type PersonalDataChange,
  type PersonalDataField,
  type PersonalDataForm,
} from "./personal-data";
export {
  AccountPreferences,
  DEFAULT_ACCOUNT_PREFERENCES,
  DEFAULT_TOP_UP_TYPE,
  DEFAULT_USER_PREFERENCES,
  StoredPreferences,
  TopUpAuto,
  UserPreferences,
  accountPreferences,
  parseStoredPreferences,
  serialiseStoredPreferences,
  updateAccountPreferences,
  updateUserPreferences,
  userPreferences,
  withUserPreferences,
  type AccountPreferencesChange,
  type UserPreferencesChange,
} from "./preferences";
export { profileRefused, ProfileRefused } from "./profile-refused";
export {
  addAddress,
  deleteAddress,
  editAddress,
  loadAddresses,
  setDefaultAddress,
} from "./use-cases/addresses";
export { CredentialsMessageKeys, changeEmail, changePassword, reauthenticate } from "./use-cases/credentials";
export { pickLocation, searchLocations } from "./use-cases/locations";
export { updatePersonalData } from "./use-cases/personal-data";
export {
  changeAccountPreferences,
  changeNotifications,
  changeUserPreferences,
  loadPreferences,
} from "./use-cases/preferences";
export { saveContactDetails, type ContactDetails } from "./use-cases/contact-details";
export { readCustomers } from "./use-cases/read-customers";
