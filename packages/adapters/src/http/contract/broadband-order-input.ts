import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { EshopAddress } from "@waea/domain/cart";
import {
  CheckoutV2Item,
  CheckoutV2Payload,
  ExternalReference,
  contactNumberIssues,
  validateTransfer,
} from "@waea/domain/checkout";
import { hasText } from "@waea/domain/validation";
import { refusedBy } from "./domain-issues";
import { CheckoutAddress, hasOrderItems } from "./shop-input";
import { Spid } from "./spid";

/** Where broadband goes: a premises of the address register ('No Location' without its ids), then a deliverable address. */
const InstallAddress = CheckoutAddress.pipe(
  Schema.filter(
    (address: EshopAddress) =>
      (hasText(address.LocationProvider) && hasText(address.LocationProviderIDX)) || "checkout.no_location",
  ),
);

/**
 * The order facts (spec 03 §3, §5): transfer details are required when transferring (TransferFrom given or
 * OrderType TRANSFER: provider, account holder, account number, connection ID), and the site contact's phone, when
 * given, is a plausible number.
 */
const OrderFacts = ExternalReference.pipe(
  Schema.filter(
    refusedBy((reference: ExternalReference) => {
      const transferring =
        reference.TransferFrom !== undefined || reference.OrderType.toUpperCase() === "TRANSFER";
      const transfer = validateTransfer(transferring, reference.TransferFrom);
      return [
        ...(Either.isLeft(transfer) ? transfer.left : []),
        ...contactNumberIssues(reference.SiteContactPhone, hasText(reference.SiteContactPhone)),
      ];
    }),
  ),
);

/**
 * Body of the broadband orders (the v2 checkout, the fibre cart and checkout): SPID 67, order items that name their
 * item, an install address at a premises, complete transfer details when transferring. Whether the premises, the
 * availability check, the plan and the devices exist is the operator's to say.
 */
export const BroadbandOrderPayload = Schema.Struct({
  ...CheckoutV2Payload.fields,
  Address: InstallAddress,
  Items: Schema.Array(Schema.Struct({ ...CheckoutV2Item.fields, SPID: Spid })).pipe(
    Schema.filter(hasOrderItems),
  ),
  SPID: Spid,
  ExternalReference: OrderFacts,
});
