// The demo world's customer accounts (docs/api.md, seed 67), by the login that owns them.
export const DemoAccounts = {
  prepay: "bb7fa4fb-8bb7-4ba3-9d14-ca8c7482dd20",
  postpay: "356893f7-9f88-4743-b69d-e388985abcab",
  payg: "ce587b5e-e70a-4a39-bc62-7856fd576718",
  suspended: "2c05b710-4483-4fc4-85a6-c58e0ddee240",
  unverified: "28d48b73-fd60-4766-8c73-388ecc650e4d",
  nocard: "63db7151-0e15-4aad-8e9e-fa21c65dd28e",
  noplan: "1b597e9d-75e2-4f57-a4af-b365343a5052",
  porting: "3216a958-14d3-40ee-945c-9123914241f3",
  newProduct: "59162e24-ca3e-4a32-85e2-72eb54d8455d",
} as const;

export const OPS = "ops@waea.test";
