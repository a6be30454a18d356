import { describe, expect, it } from "vitest";
import { checkVoucher, loadPrepayBalance } from "@waea/domain/payments";
import { DEMO_VOUCHERS } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi, visitor, withTransport } from "../support/fake-api";
import { firstProduct, refusal, value } from "./support";

const api = withFakeApi();

const [twenty] = DEMO_VOUCHERS.redeemable;
const UNKNOWN = "1111111111111";

describe("checkVoucher: whether a voucher would redeem, and for how much (PAY-05)", () => {
  it("gives a good voucher's credit and the operator's words for it, and redeems nothing", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const before = api().store.digest();
    expect(value(await prepay.attempt(checkVoucher(prepay.customer, product, ` ${twenty.code} `)))).toEqual({
      code: twenty.code,
      creditCents: twenty.cents,
      description: "$20.00 credit",
    });
    expect(api().store.digest()).toBe(before);
    expect((await prepay.run(loadPrepayBalance(prepay.customer, product))).balanceCents).toBe(2350);
  });

  it("says 'Redemption check Error' for an unknown voucher and 'already been redeemed' for a used one, keeping the operator's reason", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const unknown = await prepay.attempt(checkVoucher(prepay.customer, product, UNKNOWN));
    expect(unknown).toMatchObject({
      left: {
        _tag: "PaymentsError",
        key: "payments.redemption_check_error",
        detail: "This voucher code is not valid",
      },
    });
    const used = await prepay.attempt(checkVoucher(prepay.customer, product, DEMO_VOUCHERS.used.code));
    expect(used).toMatchObject({
      left: { key: "payments.voucher_already_redeemed", detail: "This voucher has already been redeemed" },
    });
  });

  it("says 'Redemption check Error' when the operator refuses the check (a postpay service)", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const product = (await firstProduct(postpay)).UUID;
    expect(refusal(await postpay.attempt(checkVoucher(postpay.customer, product, twenty.code)))).toBe(
      "payments.redemption_check_error",
    );
  });

  it("says 'No Voucher Code' without a code and needs an account, asking the operator nothing", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    for (const code of ["", "   ", undefined])
      expect(refusal(await prepay.attempt(checkVoucher(prepay.customer, product, code)))).toBe(
        "payments.no_voucher_code",
      );
    expect(refusal(await prepay.attempt(checkVoucher(" ", product, twenty.code)))).toBe(
      "payments.current_account_not_specified",
    );
  });

  it("passes an ended session (401) and a network failure on as they are, not as a refused check", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await firstProduct(prepay)).UUID;
    const anonymous = await visitor(api()).attempt(checkVoucher(prepay.customer, product, twenty.code));
    expect(anonymous).toMatchObject({ left: { _tag: "Unauthorized", call: "payments.checkVoucher" } });
    const offline = withTransport(api(), prepay.storage, (url) => {
      if (url.includes("/check_voucher/")) throw new TypeError("fetch failed");
      return undefined;
    });
    expect(await offline.attempt(checkVoucher(prepay.customer, product, twenty.code))).toMatchObject({
      left: { _tag: "NetworkError", call: "payments.checkVoucher" },
    });
  });
});
