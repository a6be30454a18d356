import { describe, expect, it } from "vitest";
import { loadFibreSummary } from "@waea/domain/broadband";
import { listCards, loadAccountBill, payFibreBill } from "@waea/domain/payments";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

describe("a fibre-only account pays its monthly bill (PAY-04, PAY-10)", () => {
  it("PAY-04: fibre@ pays $20.00 of its bill against its fibre service; the account then owes $20.00 less", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const summary = await fibre.run(loadFibreSummary(fibre.customer));
    const before = (await fibre.run(loadAccountBill(fibre.customer)))?.balanceCents ?? 0;
    const paid = await fibre.run(
      payFibreBill({
        customerUUID: fibre.customer,
        fibreServiceUUID: summary?.product.UUID ?? "",
        amount: { kind: "custom", cents: 2000 },
        methodType: "cards",
        cards: await fibre.run(listCards(fibre.customer)),
      }),
    );
    expect(paid).toMatchObject({ amountCents: 2000 });
    expect((await fibre.run(loadAccountBill(fibre.customer)))?.balanceCents).toBe(before - 2000);
  });

  it("PAY-04: a service of another account pays nothing", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    const service = (await fibre.run(loadFibreSummary(fibre.customer)))?.product.UUID ?? "";
    const refused = await postpay.attempt(
      payFibreBill({
        customerUUID: postpay.customer,
        fibreServiceUUID: service,
        amount: { kind: "custom", cents: 2000 },
        methodType: "cards",
        cards: await postpay.run(listCards(postpay.customer)),
      }),
    );
    expect(refused._tag).toBe("Left");
  });
});
