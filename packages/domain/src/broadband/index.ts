export {
  AcceptedAvailability,
  ServiceAvailability,
  ServiceAvailabilityQuery,
  checkAvailability,
  visitKind,
} from "./availability";
export type { VisitKind } from "./availability";
export { isFibreOnly } from "./fibre-only";
export { BroadbandOrderFailed, BroadbandOrderStillProcessing, BroadbandRefused } from "./broadband-errors";
export {
  BroadbandFlow,
  BroadbandSteps,
  FlowModem,
  FlowTransfer,
  canOpenStep,
  chooseLocation,
  flowNetwork,
  newBroadbandFlow,
  nextStep,
  stepLabelKey,
} from "./broadband-flow";
export type { BroadbandStep } from "./broadband-flow";
export {
  ADDRESS_SEARCH_MIN_LENGTH,
  AddressSearchReply,
  BroadbandLocation,
  installAddressOf,
  shouldSearchAddress,
} from "./broadband-location";
export { BroadbandMessageKeys } from "./broadband-messages";
export type { BroadbandMessageKey } from "./broadband-messages";
export {
  BroadbandPlan,
  BroadbandPlansReply,
  BroadbandProductType,
  FWA_PLANS_CACHE_MS,
  FibrePlansQuery,
  PlansQuery,
  networkOf,
  planSpeeds,
} from "./broadband-plan";
export type { BroadbandNetwork } from "./broadband-plan";
export { ChangePlanReply, ChangePlanRequest } from "./change-plan";
export {
  FIBRE_CACHE_MS,
  FibreListQuery,
  FibreNote,
  FibreNotesReply,
  LfcProduct,
  PagingInfo,
  UfbOrder,
  UfbPlan,
  UfbPlanSearch,
  UfbPlansReply,
  UfbProduct,
  emptyFibrePage,
  pageOf,
} from "./fibre-records";
export type {
  CreatableFibreKind,
  FibreKind,
  FibrePage,
  FibreRecordInput,
  FibreRecords,
  NotedFibreKind,
} from "./fibre-records";
export {
  FwaCustomerPlansReply,
  FwaPlan,
  FwaProduct,
  FwaProductsReply,
  customerPlansOf,
  isDeleted,
  requireFwaPlans,
} from "./fwa";
export { fwaProductState, fwaProductStateKey } from "./fwa-state";
export type { ProductStatusKey } from "./fwa-state";
export { fwaPlanChoices, fwaServiceOf } from "./fwa-service";
export type { FwaService } from "./fwa-service";
export {
  MODEM_PAGE_SIZE,
  Modem,
  ModemSearchReply,
  modemSearchRequest,
  modemsOf,
  requireModems,
} from "./modem";
export { ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS, orderStatusDecision } from "./order-status";
export type { OrderStatusDecision } from "./order-status";
export { PRODUCT_CHECK_INTERVAL_MS, PRODUCT_WAIT_TIMEOUT_MS } from "./product-wait";
export {
  BookingReply,
  BookingRequest,
  TimeSlot,
  TimeSlotsQuery,
  TimeSlotsReply,
  VisitMode,
  bookableSlots,
  chooseSlot,
  slotsByDay,
  visitMode,
} from "./time-slots";
export type { SlotDay } from "./time-slots";
export { bookVisit, visitTimeSlots } from "./use-cases/book-visit";
export type { VisitFacts } from "./use-cases/book-visit";
export { changeBroadbandPlan } from "./use-cases/change-broadband-plan";
export { fwaChangePlanOptions, loadBroadbandOffer } from "./use-cases/load-fwa-offer";
export { loadFibreSummary } from "./use-cases/load-fibre-summary";
export { loadFibrePlans } from "./use-cases/load-fibre-plans";
export { chooseFibreService, chosenFibreService, loadChosenFibreService } from "./use-cases/fibre-choice";
export { loadFibreServices } from "./use-cases/load-fibre-services";
export { FibreUsageDay, FibreUsageReply, fibreUsageTotals, newestDaysFirst } from "./fibre-usage";
export type { FibreUsageTotals } from "./fibre-usage";
export { loadFibreUsage } from "./use-cases/load-fibre-usage";
export type { FibreUsage } from "./use-cases/load-fibre-usage";
export {
  BROADBAND_PROTECTIONS,
  BroadbandSecurity,
  BroadbandSecuritySettings,
  DEFAULT_BROADBAND_SECURITY,
  switchProtection,
} from "./broadband-security";
export type { BroadbandProtection } from "./broadband-security";
export { loadBroadbandSecurity, switchBroadbandProtection } from "./use-cases/broadband-security";
export type { ServiceSecurity } from "./use-cases/broadband-security";
export type { FibreService } from "./use-cases/load-fibre-services";
export type { FibreSummary } from "./use-cases/load-fibre-summary";
export { orderBroadband, placeBroadbandOrder } from "./use-cases/order-broadband";
export type {
  OrderBroadbandInput,
  OrderBroadbandResult,
  PlaceBroadbandOrderResult,
} from "./use-cases/order-broadband";
export { followBroadbandOrder } from "./use-cases/follow-order";
export { broadbandOrderValue } from "./order-value";
export { returnFromBroadbandInstalments } from "./use-cases/return-from-instalments";
export { searchBroadbandAddress } from "./use-cases/search-address";
export {
  FIBRE_DESK_PAGE_SIZE,
  FIBRE_NOTE_MAX,
  addFibreNote,
  checkFibreNote,
  listFibreRecords,
  purgeFibreRecord,
  showFibreRecord,
} from "./use-cases/fibre-desk";
export { forgetBroadbandDraft, keepBroadbandDraft, loadBroadbandDraft } from "./use-cases/broadband-draft";
export { loadBroadbandCheckout } from "./use-cases/broadband-checkout";
export type { BroadbandCheckout } from "./use-cases/broadband-checkout";
export {
  StoredBroadbandOrder,
  forgetStoredBroadbandOrder,
  loadStoredBroadbandOrder,
  saveStoredBroadbandOrder,
} from "./use-cases/stored-order";
