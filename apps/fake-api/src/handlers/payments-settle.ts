import { isDeleted } from "@waea/domain/broadband";
import { billingKind } from "@waea/domain/account";
import type { PrepayProduct } from "@waea/domain/billing";
import { PaymentsMessages, creditPrepay, settleBillPayment } from "@waea/domain/payments";
import { findPlanByAvailability } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import type { Refusal } from "../server/handler";
import { isRefusal, refuse } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { PaymentPurpose } from "../world/payments";
import type { World } from "../world/world";
import { isPrepayLike, say } from "./payments-access";
import { purchasable, withPurchase, type Purchasable } from "./payments-catalog";
import { newUuid, prepayView, recordTransaction, savePrepay } from "./payments-ledger";
import { cardLabel } from "./card-label";

/** A payment that went through: whose, how much, for what, and how it was paid. */
export interface Settlement {
  readonly CustomerUUID: string;
  readonly AmountCents: number;
  readonly Purpose: PaymentPurpose;
  readonly PaymentMethodType: string;
  readonly CardLast4?: string | undefined;
  /** The card's brand ("visa"), naming it on the receipt ("Visa 4242"). */
  readonly CardBrand?: string | undefined;
}

/** What a settled payment leaves: the prepay product after a top-up or an add-on on prepay. */
export interface Settled {
  readonly prepay?: PrepayProduct;
}

const billed = (world: World, settlement: Settlement, nowMillis: number): Settled => {
  const customer = settlement.CustomerUUID;
  const billing = world.billing;
  const result = settleBillPayment(billing.invoices[customer] ?? [], settlement.AmountCents);
  billing.invoices[customer] = result.invoices;
  const account = world.core.customers[customer]?.AccountNumber ?? customer;
  billing.receipts[customer] = [
    {
      ID: newUuid(world, `receipt:${customer}`),
      Number: `RCP-${account}-P${world.payments.counter}`,
      AmountCents: settlement.AmountCents,
      CreatedAtNanos: millisToNanos(nowMillis),
      ...(result.paid[0] === undefined ? {} : { InvoiceNumber: result.paid[0] }),
      PaymentMethod:
        settlement.CardLast4 === undefined
          ? settlement.PaymentMethodType
          : cardLabel(settlement.CardBrand, settlement.CardLast4),
    },
    ...(billing.receipts[customer] ?? []),
  ];
  if (result.creditCents > 0)
    world.payments.postpayCredit[customer] =
      (world.payments.postpayCredit[customer] ?? 0) + result.creditCents;
  return {};
};

const addonBought = (
  world: World,
  settlement: Settlement,
  product: CoreProduct,
  bought: Purchasable,
  nowMillis: number,
): Settled => {
  const purpose = settlement.Purpose;
  if (purpose.Kind !== "addon") return {};
  const next = withPurchase(world, product, bought, purpose.Subscribe, nowMillis);
  world.core.products[next.UUID] = next;
  if (purpose.OnBill) {
    const customer = settlement.CustomerUUID;
    world.billing.charges[customer] = [
      {
        UUID: newUuid(world, `charge:${customer}`),
        Description: bought.availability.RetailName ?? bought.entry.Name,
        AmountCents: settlement.AmountCents,
        CreatedAtNanos: millisToNanos(nowMillis),
        ProductInstanceUUID: product.UUID,
        Type: "addon",
      },
      ...(world.billing.charges[customer] ?? []),
    ];
    return {};
  }
  return { prepay: prepayView(world, next) };
};

const toppedUp = (world: World, product: CoreProduct, cents: number, nowMillis: number): Settled => {
  const next = creditPrepay(prepayView(world, product), cents, nowMillis);
  savePrepay(world, next);
  return { prepay: next };
};

const DESCRIPTIONS: Readonly<Record<PaymentPurpose["Kind"], string>> = {
  bill: "Bill payment",
  topup: "Top-up",
  addon: "Add-on",
};

/** What a payment is for, as its transaction describes it: the add-on's name, "Bill payment" or "Top-up". */
/** Whether a service is a live fibre service of the account. */
export const isFibreServiceOf = (world: World, serviceUuid: string, customerUuid: string): boolean => {
  const service = world.broadband.ufbProducts[serviceUuid];
  return service !== undefined && service.CustomerUUID === customerUuid && !isDeleted(service);
};

export const describePurpose = (world: World, purpose: PaymentPurpose): string => {
  if (purpose.Kind !== "addon") return DESCRIPTIONS[purpose.Kind];
  const found = findPlanByAvailability(world.plans.catalog, purpose.AvailabilityUUID);
  return found?.availability.RetailName ?? found?.plan.Name ?? DESCRIPTIONS.addon;
};

/**
 * Checks that what a payment pays for is still there (the product, the add-on in the catalog) and gives the
 * function that applies it, so a confirmation refused at this point changes nothing. Applying pays the invoices
 * (a bill), credits the balance (a top-up) or puts the add-on on the product, and records a COMPLETED transaction
 * (except for an add-on on the postpay bill: that is a charge of the next invoice, not a payment).
 */
export const prepareSettlement = (
  world: World,
  settlement: Settlement,
  nowMillis: number,
): Refusal | (() => Settled) => {
  const purpose = settlement.Purpose;
  // A fibre-only account's monthly bill is paid against its fibre service (it has no mobile product).
  if (purpose.Kind === "bill" && isFibreServiceOf(world, purpose.ProductUUID, settlement.CustomerUUID))
    return () => {
      const settled = billed(world, settlement, nowMillis);
      recordTransaction(world, settlement.CustomerUUID, nowMillis, {
        Status: "COMPLETED",
        AmountCents: settlement.AmountCents,
        Description: describePurpose(world, purpose),
        PaymentMethodType: settlement.PaymentMethodType,
        ...(settlement.CardLast4 === undefined ? {} : { CardLast4: settlement.CardLast4 }),
      });
      return settled;
    };
  const product = world.core.products[purpose.ProductUUID];
  if (product === undefined || product.CustomerUUID !== settlement.CustomerUUID)
    return refuse(404, "The product this payment was for no longer exists");
  const bought =
    purpose.Kind === "addon"
      ? purchasable(world, purpose.AvailabilityUUID, billingKind(product.BillingReference) ?? "prepay")
      : undefined;
  if (isRefusal(bought)) return bought;
  if (purpose.Kind === "topup" && !isPrepayLike(product))
    return refuse(404, say(PaymentsMessages.noPrepayProduct));
  return () => {
    const settled =
      purpose.Kind === "bill"
        ? billed(world, settlement, nowMillis)
        : bought === undefined
          ? toppedUp(world, product, settlement.AmountCents, nowMillis)
          : addonBought(world, settlement, product, bought, nowMillis);
    if (purpose.Kind === "addon" && purpose.OnBill) return settled;
    recordTransaction(world, settlement.CustomerUUID, nowMillis, {
      Status: "COMPLETED",
      AmountCents: settlement.AmountCents,
      Description: describePurpose(world, purpose),
      PaymentMethodType: settlement.PaymentMethodType,
      ...(settlement.CardLast4 === undefined ? {} : { CardLast4: settlement.CardLast4 }),
    });
    return settled;
  };
};
