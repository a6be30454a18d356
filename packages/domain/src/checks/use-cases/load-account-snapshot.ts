import * as Effect from "effect/Effect";
import { billingKind } from "../../account";
import { INVOICE_PAGE_SIZE, type InvoiceListReply, type PrepayProduct } from "../../billing";
import { BillingApi } from "../../billing/api";
import { BillingRoutesApi } from "../../billing-routes/api";
import { PaymentsApi } from "../../payments/api";
import type { ApiError, Unauthorized } from "../../ports";
import { CustomerApi } from "../../profile/api";
import type { IdentityProvider } from "../../session";
import { AccountProductsApi } from "../account-products-api";
import type { AccountSnapshot, SnapshotPart } from "../account-snapshot";

type Part<A> = { readonly value: A; readonly missing: ReadonlyArray<SnapshotPart> };

const NO_INVOICES: InvoiceListReply = { Invoices: [], PageInfo: { TotalItemCount: 0 } };
const NO_PREPAY: ReadonlyArray<PrepayProduct> = [];

/** A part that fails to load is left empty and named; an ended session (401) still ends the whole check. */
const part = <A, R>(
  name: SnapshotPart,
  load: Effect.Effect<A, ApiError, R>,
  empty: A,
): Effect.Effect<Part<A>, Unauthorized, R> =>
  load.pipe(
    Effect.map((value): Part<A> => ({ value, missing: [] })),
    Effect.catchIf(
      (error): error is Exclude<ApiError, Unauthorized> => error._tag !== "Unauthorized",
      () => Effect.succeed<Part<A>>({ value: empty, missing: [name] }),
    ),
  );

/**
 * Loads what an account check looks at (CLI-02). The customer must load (its failure fails the check); products,
 * cards, billing routes, invoices (postpay accounts only) and prepay balances (prepay and PAYG products) are loaded
 * side by side, and a part that fails is listed in `unavailable` instead of failing the check.
 */
export const loadAccountSnapshot = (
  customerUUID: string,
  provider?: IdentityProvider,
): Effect.Effect<
  AccountSnapshot,
  ApiError,
  CustomerApi | AccountProductsApi | PaymentsApi | BillingRoutesApi | BillingApi
> =>
  Effect.gen(function* () {
    const customers = yield* CustomerApi;
    const productsApi = yield* AccountProductsApi;
    const payments = yield* PaymentsApi;
    const routes = yield* BillingRoutesApi;
    const billing = yield* BillingApi;
    const customer = yield* customers.readCustomer(customerUUID);
    const [products, methods, routeList] = yield* Effect.all(
      [
        part(
          "products",
          Effect.map(productsApi.mobileProducts(customerUUID), (r) => r.MobileProducts),
          [],
        ),
        part(
          "payment_methods",
          Effect.map(payments.listPaymentMethods(customerUUID), (r) => r.PaymentMethods),
          [],
        ),
        part(
          "billing_routes",
          Effect.map(routes.listRoutes(customerUUID), (r) => r.BillingRoutes),
          [],
        ),
      ],
      { concurrency: "unbounded" },
    );
    const kinds = products.value.map((product) => ({ product, kind: billingKind(product.BillingReference) }));
    const postpay = kinds.some(({ kind }) => kind === "postpay");
    const prepayIds = kinds
      .filter(({ kind }) => kind === "prepay" || kind === "payg")
      .map(({ product }) => product.UUID);
    const [invoices, prepay] = yield* Effect.all(
      [
        postpay
          ? part(
              "invoices",
              billing.listInvoices(customerUUID, { PageSize: INVOICE_PAGE_SIZE, PageNumber: 1 }),
              NO_INVOICES,
            )
          : Effect.succeed<Part<InvoiceListReply>>({ value: NO_INVOICES, missing: [] }),
        part(
          "prepay_balance",
          Effect.forEach(prepayIds, (id) => payments.prepayBalance(customerUUID, id), {
            concurrency: "unbounded",
          }),
          NO_PREPAY,
        ),
      ],
      { concurrency: "unbounded" },
    );
    return {
      customer,
      provider,
      products: products.value,
      paymentMethods: methods.value,
      billingRoutes: routeList.value,
      invoices: invoices.value.Invoices,
      invoiceSummary: invoices.value.Summary,
      prepayProducts: prepay.value,
      fibreOnly: false,
      unavailable: [products, methods, routeList, invoices, prepay].flatMap((loaded) => loaded.missing),
    };
  });
