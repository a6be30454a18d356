import type { Balance } from "@waea/domain/payments";
import { PrepayBalanceStat } from "../top-up/balance-stat";
import { PostpayBalance } from "./postpay-balance";

/**
 * PAY-10 on the pay bill page, as the dashboard's balance section shows it but in the `pay` texts (the dashboard's
 * would load its whole namespace for these few words): what a postpay customer owes (negative: in credit) with
 * the billing period and the next bill, or a prepay or PAYG balance as the top-up page shows it; as of its read.
 */
export const BillBalance = ({
  balance,
  readAtMillis,
}: {
  readonly balance: Balance;
  readonly readAtMillis: number;
}) => {
  if (balance.kind !== "postpay")
    return <PrepayBalanceStat balance={balance.prepay} readAtMillis={readAtMillis} />;
  return <PostpayBalance balance={balance} readAtMillis={readAtMillis} texts="pay" />;
};
