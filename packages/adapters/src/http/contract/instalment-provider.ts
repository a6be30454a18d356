/**
 * The simulated instalment provider (SHOP-05, spec 03 §4 "by the instalment payment method"), relative to the API
 * base: the page a checkout paid by instalments goes to with the order's ClientSecret and the portal's
 * afterpay-return address. The customer approves or declines there; the page's form posts back to the same path and
 * the provider sends the browser to the return address with redirect_status=succeeded or failed. Not a call of
 * the HTTP client.
 */
export const INSTALMENT_PROVIDER_PATH = "/instalment-provider";

/** The query of the provider's page: the order's secret, where to come back, and the portal's language. */
export interface InstalmentProviderQuery {
  readonly client_secret: string;
  readonly return_url: string;
  readonly lang?: string;
}

/** The provider's page for a checkout: under the API base, with the query above. */
export const instalmentProviderUrl = (apiBase: string, query: InstalmentProviderQuery): string => {
  const search = new URLSearchParams({
    client_secret: query.client_secret,
    return_url: query.return_url,
    ...(query.lang === undefined ? {} : { lang: query.lang }),
  });
  return `${apiBase.replace(/\/+$/, "")}${INSTALMENT_PROVIDER_PATH}?${search.toString()}`;
};
