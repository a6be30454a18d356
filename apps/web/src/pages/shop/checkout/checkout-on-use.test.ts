import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
const source = (file: string) => readFileSync(join(folder, file), "utf8");
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";$/gm)].map((match) => match[1]);

describe("checkout's steps load once there is something to check out (issue 16)", () => {
  it("the page imports the form and the payment retry only on demand", () => {
    const page = source("checkout-page.tsx");
    expect(
      valueImports(page).filter((from) => from === "./checkout-form" || from === "./retry-payment"),
    ).toEqual([]);
    expect(page).toContain('import("./checkout-form")');
    expect(page).toContain('import("./retry-payment")');
  });

  it("the pending payment the page reads on every visit does not bring the checkout's rules", () => {
    const pending = readFileSync(
      join(folder, "../../../../../../packages/domain/src/checkout/use-cases/pending-payment.ts"),
      "utf8",
    );
    expect(valueImports(pending).filter((from) => /checkout-cart|retry-payment/.test(from ?? ""))).toEqual(
      [],
    );
  });

  it("the form loads the checkout's rules and use cases only when the customer reviews or pays", () => {
    /** The names a module imports by value from `from`. */
    const namesFrom = (text: string, from: string) =>
      [...text.matchAll(/^import (?!type )\{([\s\S]*?)\} from "([^"]+)";$/gm)]
        .filter((match) => match[2] === from)
        .flatMap((match) => (match[1] ?? "").split(",").map((name) => name.trim()))
        .filter((name) => name !== "" && !name.startsWith("type "));
    for (const file of ["checkout-form.tsx", "use-checkout.ts"])
      expect(namesFrom(source(file), "@waea/domain/checkout")).not.toContainEqual(
        expect.stringMatching(/^(buildCheckoutPayload|checkoutCart|retryPayment)$/),
      );
    expect(source("checkout-form.tsx")).toContain('import("./checkout-pay")');
    expect(source("use-checkout.ts")).toContain('import("./checkout-pay")');
    const search = readFileSync(join(folder, "../../profile/location-search.tsx"), "utf8");
    expect(namesFrom(search, "@waea/domain/profile")).not.toContainEqual(
      expect.stringMatching(/^(searchLocations|pickLocation)$/),
    );
  });

  it("reading the cart does not bring the checkout's body and its rules", () => {
    const contract = join(folder, "../../../../../../packages/adapters/src/http/contract");
    const cart = readFileSync(join(contract, "cart.ts"), "utf8");
    const cartInput = readFileSync(join(contract, "cart-input.ts"), "utf8");
    expect(valueImports(cart)).not.toContain("./shop-input");
    expect(valueImports(cartInput)).not.toContain("@waea/domain/checkout");
  });
});
