import type { DemoKind } from "./demo-accounts";

/** Ids other slices derive from the same labels. */
export const coreLabels = {
  login: (key: string) => `login:${key}`,
  customer: (key: string, account: number) => `customer:${key}:${account}`,
  product: (key: string, account: number, service: number) => `product:${key}:${account}:${service}`,
  catalogBase: (kind: DemoKind) => `catalog:${kind}:base`,
  catalogData: () => "catalog:data-5gb",
} as const;

export const billingKindOf = (kind: DemoKind): "prepay" | "postpay" | "payg" =>
  kind === "fwa" ? "postpay" : kind;
