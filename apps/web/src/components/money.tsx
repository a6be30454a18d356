import { formatNzd } from "@waea/domain/money";

/** NZD from integer cents, two decimals (APP-12); the domain formats, this only renders. */
export const Money = ({ cents }: { readonly cents: number | undefined }) => (
  <span className="money">{formatNzd(cents)}</span>
);
