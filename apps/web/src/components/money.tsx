import { formatNzd } from "@waea/domain/money";

/**
 * NZD from integer cents with two decimals and thousands separators, "$12,345.50" (APP-12); one layout in both
 * languages (see formatNzd). The domain formats, this only renders.
 */
export const Money = ({ cents }: { readonly cents: number | undefined }) => (
  <span className="money">{formatNzd(cents)}</span>
);
