import { instalmentProviderUrl } from "@waea/adapters/http/contract";
import { webConfig } from "../../../env";

/**
 * Where a checkout paid by instalments goes (SHOP-05): the instalment provider's page under the API (the fake API
 * simulates it), with the order's secret, the afterpay-return address and the portal's language.
 */
export const instalmentPage = (clientSecret: string, returnUrl: string, language: string): string =>
  new URL(
    instalmentProviderUrl(webConfig.apiUrl, {
      client_secret: clientSecret,
      return_url: returnUrl,
      lang: language,
    }),
    window.location.href,
  ).toString();
