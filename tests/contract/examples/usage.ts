import type { usageCalls } from "@waea/adapters/http/contract";
import { millisToNanos } from "@waea/domain/ports";
import { histogramRequest } from "@waea/domain/usage";
import { FROZEN_AT } from "../fake-api";
import type { Examples } from "./example";
import { firstProduct } from "./payments";

const DAY = 86_400_000;
const PREPAY = "prepay@waea.test";

/** Usage as prepay@waea.test: 60 days of records, a base plan and Data 5GB, carried-over data. */
export const usageExamples: Examples<typeof usageCalls> = {
  "usage.charges": {
    as: PREPAY,
    input: (context) => ({
      params: { account: context.customer(), product: firstProduct(context) },
      query: {
        From: millisToNanos(FROZEN_AT - 30 * DAY),
        Upto: millisToNanos(FROZEN_AT),
        data: true,
        mins: true,
        txts: true,
        pxts: false,
      },
    }),
  },
  "usage.histogram": {
    as: PREPAY,
    input: (context) => ({
      body: histogramRequest({
        customerUUID: context.customer(),
        productInstanceUUID: firstProduct(context),
        productType: "mobile",
        nowMillis: FROZEN_AT,
      }),
    }),
  },
  "usage.balances": {
    as: PREPAY,
    input: (context) => ({ params: { account: context.customer(), product: firstProduct(context) } }),
  },
};
