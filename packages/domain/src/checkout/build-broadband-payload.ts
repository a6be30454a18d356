import * as Either from "effect/Either";
import type { EshopAddress } from "../cart";
import { SPID } from "../config";
import { hasText } from "../validation";
import { deliveryAddressIssues } from "./address-rules";
import type { CheckoutIssue } from "./checkout-messages";
import type { CheckoutV2Item, CheckoutV2Payload } from "./checkout-payload";
import { contactNumberIssues } from "./contact-rules";
import { orderItemsIssues } from "./order-items";
import { validateTransfer, type TransferDetails } from "./transfer-rules";

/** The plan being ordered, as the v2 checkout needs it. */
export interface BroadbandOrderPlan {
  readonly ItemUUID: string;
  readonly ProductAvailabilityUUID: string;
  readonly OrderType: string;
}

export interface BroadbandCheckoutInput {
  readonly address: EshopAddress;
  readonly customerUUID: string;
  readonly location?: { readonly LocationProvider: string; readonly LocationProviderIDX: string } | undefined;
  readonly serviceAvailabilityUUID?: string | undefined;
  readonly plan?: BroadbandOrderPlan | undefined;
  /** Devices ordered with the plan (the modem). */
  readonly devices?:
    | ReadonlyArray<{ readonly ItemUUID: string; readonly ProductAvailabilityUUID?: string | undefined }>
    | undefined;
  readonly transferring: boolean;
  readonly transfer?: TransferDetails | undefined;
  readonly rsfDate?: string | undefined;
  readonly siteContact?:
    | {
        readonly name?: string | undefined;
        readonly phone?: string | undefined;
        readonly email?: string | undefined;
      }
    | undefined;
  readonly cartUUID?: string | undefined;
  readonly number?: string | undefined;
}

/**
 * Builds the broadband (v2) checkout (BB-01, spec 03 §3, §5): 'No Location' without a location, 'No service
 * availability data' without the availability check, 'Plan not specified' without a plan; then the install address,
 * the site contact's phone when given, and the transfer details when transferring, all reported together. The
 * service is Unmanaged and the address carries the location provider ids.
 */
export const buildBroadbandCheckoutPayload = (
  input: BroadbandCheckoutInput,
): Either.Either<CheckoutV2Payload, ReadonlyArray<CheckoutIssue>> => {
  const location = input.location;
  if (location === undefined || !hasText(location.LocationProvider) || !hasText(location.LocationProviderIDX))
    return Either.left([{ key: "checkout.no_location" }]);
  if (!hasText(input.serviceAvailabilityUUID))
    return Either.left([{ key: "checkout.no_service_availability" }]);
  if (
    input.plan === undefined ||
    !hasText(input.plan.ItemUUID) ||
    !hasText(input.plan.ProductAvailabilityUUID)
  )
    return Either.left([{ key: "checkout.plan_not_specified" }]);
  const items: ReadonlyArray<CheckoutV2Item> = [
    {
      ItemUUID: input.plan.ItemUUID,
      ProductAvailabilityUUID: input.plan.ProductAvailabilityUUID,
      SPID: SPID,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
    },
    ...(input.devices ?? []).map((device): CheckoutV2Item => ({
      ItemUUID: device.ItemUUID,
      ...(device.ProductAvailabilityUUID === undefined
        ? {}
        : { ProductAvailabilityUUID: device.ProductAvailabilityUUID }),
      SPID: SPID,
      Type: "TYPE_PRODUCT",
      VirtualType: "VT_NONE",
    })),
  ];
  const transfer = validateTransfer(input.transferring, input.transfer);
  const contact = input.siteContact ?? {};
  const issues = [
    ...orderItemsIssues(items),
    ...deliveryAddressIssues(input.address),
    ...contactNumberIssues(contact.phone, hasText(contact.phone)),
    ...(Either.isLeft(transfer) ? transfer.left : []),
  ];
  if (issues.length > 0 || Either.isLeft(transfer)) return Either.left(issues);
  return Either.right({
    Address: {
      ...input.address,
      LocationProvider: location.LocationProvider,
      LocationProviderIDX: location.LocationProviderIDX,
    },
    CustomerUUID: input.customerUUID,
    Items: items,
    SPID: SPID,
    ...(input.cartUUID === undefined ? {} : { UUID: input.cartUUID }),
    ...(input.number === undefined ? {} : { Number: input.number }),
    ExternalReference: {
      OrderType: input.plan.OrderType,
      ...(transfer.right === undefined ? {} : { TransferFrom: transfer.right }),
      ServiceType: "Unmanaged",
      ServiceAvailabilityUUID: input.serviceAvailabilityUUID,
      ...(hasText(input.rsfDate) ? { RSFDate: input.rsfDate } : {}),
      ...(hasText(contact.name) ? { SiteContactName: contact.name.trim() } : {}),
      ...(hasText(contact.phone) ? { SiteContactPhone: contact.phone.trim() } : {}),
      ...(hasText(contact.email) ? { SiteContactEmail: contact.email.trim() } : {}),
      LocationProvider: location.LocationProvider,
    },
  });
};
