import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { apiFailure } from "../ports";
import { GuestApi, GuestCalls, type GuestApiService, type GuestCallName } from "./guest-api";

export interface MemoryGuestSeed {
  /** Mobile numbers that can be recharged. */
  readonly numbers?: ReadonlyArray<string>;
  /** Account and invoice numbers that can be paid. */
  readonly lookupIds?: ReadonlyArray<string>;
  /** Voucher codes and the credit each gives, in cents; a voucher is redeemed once. */
  readonly vouchers?: Readonly<Record<string, number>>;
  /** The Status the purchase check answers; default COMPLETED. */
  readonly orderStatus?: string;
  /** Answer the payment and purchase calls without a body. */
  readonly emptyBodies?: boolean;
}

export interface MemoryGuestOrder {
  readonly OrderID: string;
  readonly MSISDN: string | undefined;
  readonly LookupID: string | undefined;
  readonly Amount: number;
}

export interface MemoryGuestApi extends GuestApiService {
  readonly orders: ReadonlyArray<MemoryGuestOrder>;
}

const fail = (name: GuestCallName, status: number, message: string) =>
  apiFailure(GuestCalls[name], status, message);

/** An in-memory guest API: validates against known numbers, issues response tokens, redeems vouchers once. */
export const makeMemoryGuestApi = (seed: MemoryGuestSeed = {}): MemoryGuestApi => {
  const tokens = new Map<
    string,
    { readonly MSISDN?: string | undefined; readonly LookupID?: string | undefined }
  >();
  const vouchers = new Map(Object.entries(seed.vouchers ?? {}));
  const orders: MemoryGuestOrder[] = [];

  const target = (name: GuestCallName, token: string) => {
    const found = tokens.get(token);
    return found === undefined ? fail(name, 400, "Invalid ResponseToken") : Effect.succeed(found);
  };

  const order = (
    name: "topup" | "payment",
    amount: number,
    msisdn: string | undefined,
    lookupId: string | undefined,
  ) => {
    if (!Number.isInteger(amount) || amount <= 0)
      return fail(name, 400, "Amount must be a positive number of cents");
    const created = {
      OrderID: `order-${orders.length + 1}`,
      MSISDN: msisdn,
      LookupID: lookupId,
      Amount: amount,
    };
    orders.push(created);
    return Effect.succeed(
      seed.emptyBodies === true
        ? null
        : { ClientSecret: `pi_guest_${orders.length}_secret`, OrderID: created.OrderID },
    );
  };

  return {
    orders,
    validate: (request) => {
      if (request.UserToken.trim() === "") return fail("validate", 400, "Captcha is required");
      const valid =
        request.MSISDN !== undefined
          ? (seed.numbers ?? []).includes(request.MSISDN)
          : request.LookupID !== undefined && (seed.lookupIds ?? []).includes(request.LookupID);
      if (!valid) return Effect.succeed({ Valid: false });
      const ResponseToken = `rt-${tokens.size + 1}`;
      tokens.set(ResponseToken, { MSISDN: request.MSISDN, LookupID: request.LookupID });
      return Effect.succeed({ Valid: true, ResponseToken });
    },
    redeem: (request) =>
      Effect.flatMap(target("redeem", request.ResponseToken), () => {
        const credit = vouchers.get(request.Code);
        if (credit === undefined) return fail("redeem", 400, "Redemption Error");
        vouchers.delete(request.Code);
        return Effect.succeed({ Attributes: { CreditCents: credit } });
      }),
    topup: (request) =>
      Effect.flatMap(target("topup", request.ResponseToken), (t) =>
        t.MSISDN !== request.MSISDN
          ? fail("topup", 400, "MSISDN does not match the validated number")
          : order("topup", request.Amount, request.MSISDN, undefined),
      ),
    payment: (request) =>
      Effect.flatMap(target("payment", request.ResponseToken), (t) =>
        t.LookupID !== request.LookupID
          ? fail("payment", 400, "LookupID does not match the validated account")
          : order("payment", request.Amount, undefined, request.LookupID),
      ),
    purchases: (query) => {
      const found = orders.find(
        (o) =>
          o.OrderID === query.OrderID &&
          (query.MSISDN === undefined || o.MSISDN === query.MSISDN) &&
          (query.LookupID === undefined || o.LookupID === query.LookupID),
      );
      if (found === undefined) return fail("purchases", 404, "Order not found");
      return Effect.succeed(seed.emptyBodies === true ? null : { Status: seed.orderStatus ?? "COMPLETED" });
    },
  };
};

export const memoryGuestApiLayer = (seed?: MemoryGuestSeed): Layer.Layer<GuestApi> =>
  Layer.sync(GuestApi, () => makeMemoryGuestApi(seed));
