import type { accountProductsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

/** prepay@waea.test's mobile product with its base plan and data add-on. */
export const accountProductsExamples: Examples<typeof accountProductsCalls> = {
  "accountProducts.mobileProducts": {
    as: "prepay@waea.test",
    input: ({ customer }) => ({ params: { uuid: customer() } }),
  },
};
