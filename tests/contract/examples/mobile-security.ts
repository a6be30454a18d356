import type { securityCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";
import { mobileProduct } from "./mobile-product";

const PREPAY = "prepay@waea.test";

/** Mobile security (SIM-07) of prepay@waea.test's service. */
export const securityExamples: Examples<typeof securityCalls> = {
  "security.get": {
    as: PREPAY,
    input: (context) => {
      const { customer, product } = mobileProduct(context);
      return { params: { customer, mobile: product.UUID } };
    },
  },
  "security.save": {
    as: PREPAY,
    input: (context) => ({
      body: {
        ...mobileProduct(context).ref,
        Basic: true,
        Advanced: false,
        BlockList: ["6495550100"],
        AllowList: [],
      },
    }),
  },
  "security.report": {
    as: PREPAY,
    input: (context) => {
      const { customer, product } = mobileProduct(context);
      return { params: { customer, mobile: product.UUID } };
    },
  },
};
