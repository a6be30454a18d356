import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { loadPrepayBalance, redeemPromoCode, redeemVoucher } from "@waea/domain/payments";
import { PaymentsApi } from "@waea/domain/payments/api";
import { DEMO_PROMO_CODES, DEMO_VOUCHERS } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi } from "../support/fake-api";
import { firstProduct, refusal } from "./support";
import { IntentKey } from "@waea/domain/ports";

const api = withFakeApi();

const [twenty] = DEMO_VOUCHERS.redeemable;
const UNKNOWN = "1111111111111";

describe("vouchers (PAY-05: 13 digits, check then redeem)", () => {
  it("redeems a valid voucher once onto prepay@'s balance; a second time the check says it has already been redeemed", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    expect(await prepay.run(redeemVoucher(prepay.customer, product, ` ${twenty.code} `))).toEqual({
      creditCents: twenty.cents,
    });
    expect((await prepay.run(loadPrepayBalance(prepay.customer, product))).balanceCents).toBe(
      2350 + twenty.cents,
    );
    expect(refusal(await prepay.attempt(redeemVoucher(prepay.customer, product, twenty.code)))).toBe(
      "payments.voucher_already_redeemed",
    );
  });

  it("gives 'Redemption check Error' for an unknown voucher and 'already been redeemed' for a used one, redeeming nothing", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    expect(refusal(await prepay.attempt(redeemVoucher(prepay.customer, product, UNKNOWN)))).toBe(
      "payments.redemption_check_error",
    );
    expect(
      refusal(await prepay.attempt(redeemVoucher(prepay.customer, product, DEMO_VOUCHERS.used.code))),
    ).toBe("payments.voucher_already_redeemed");
    expect((await prepay.run(loadPrepayBalance(prepay.customer, product))).balanceCents).toBe(2350);
  });

  it("the operator refuses to redeem an unknown voucher with 400, as it refuses a used one", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const redeem = (code: string) =>
      prepay.attempt(
        Effect.flatMap(PaymentsApi, (payments) =>
          payments.redeemVoucher(prepay.customer, product, code, IntentKey.make(`redeem-${code}`)),
        ),
      );
    expect(await redeem(UNKNOWN)).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: "This voucher code is not valid" },
    });
    expect(await redeem(DEMO_VOUCHERS.used.code)).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: "This voucher has already been redeemed" },
    });
  });

  it("gives 'Redemption Error' when the voucher is redeemed between the check and the redemption", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    // Two redemptions of one voucher at once: both checks pass, one redemption wins.
    const both = await prepay.run(
      Effect.all(
        [0, 1].map(() => Effect.either(redeemVoucher(prepay.customer, product, twenty.code))),
        { concurrency: "unbounded" },
      ),
    );
    expect(both.map(refusal).sort()).toEqual([undefined, "payments.redemption_error"].sort());
  });

  it("says 'No Voucher Code' without a code, and needs an account", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    for (const code of ["", "  ", undefined])
      expect(refusal(await prepay.attempt(redeemVoucher(prepay.customer, product, code)))).toBe(
        "payments.no_voucher_code",
      );
    expect(refusal(await prepay.attempt(redeemVoucher("", product, twenty.code)))).toBe(
      "payments.current_account_not_specified",
    );
  });

  it("gives 'Redemption check Error' on a service that is not prepay", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const product = (await firstProduct(postpay)).UUID;
    expect(refusal(await postpay.attempt(redeemVoucher(postpay.customer, product, twenty.code)))).toBe(
      "payments.redemption_check_error",
    );
  });
});

describe("promo codes (PAY-05)", () => {
  it("applies a promo code once to an account, and refuses unknown, expired and blank codes", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const applied = await prepay.run(redeemPromoCode(prepay.customer, DEMO_PROMO_CODES.valid));
    expect(applied.Description).toMatch(/\$5\.00 credit/);
    // Each refusal in the operator's own words: used already, expired, unknown.
    const refused = async (code: string) =>
      refusal(await prepay.attempt(redeemPromoCode(prepay.customer, code)));
    expect(await refused(DEMO_PROMO_CODES.valid)).toBe("payments.promo_code_already_applied");
    expect(await refused(DEMO_PROMO_CODES.expired)).toBe("payments.promo_code_expired");
    expect(await refused("NOPE")).toBe("payments.promo_code_error");
    expect(refusal(await prepay.attempt(redeemPromoCode(prepay.customer, " ")))).toBe(
      "payments.no_promo_code",
    );
    expect(refusal(await prepay.attempt(redeemPromoCode("", DEMO_PROMO_CODES.valid)))).toBe(
      "payments.current_account_not_specified",
    );
  });
});
