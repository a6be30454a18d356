import * as ParseResult from "effect/ParseResult";
import { translate } from "@waea/adapters/i18n";

/**
 * "query.PageSize: Expected an integer, actual 1.5": the first problem of a decode, for `err_message`. A contract
 * schema may refuse with a domain message key ("checkout.no_order_items"): it is worded in English here, as the
 * handlers word theirs; any other message is kept as it is.
 */
export const issueText = (section: string, error: ParseResult.ParseError): string => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
  if (issue === undefined) return `${section}: ${error.message}`;
  return `${[section, ...issue.path.map(String)].join(".")}: ${translate("en", issue.message)}`;
};
