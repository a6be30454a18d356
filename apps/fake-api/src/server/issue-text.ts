import { hasMessage, translate } from "@waea/adapters/i18n";
import * as ParseResult from "effect/ParseResult";

/**
 * "query.PageSize: Expected an integer, actual 1.5": the first problem of a decode, for `err_message`. Where the
 * contract's schema words the refusal as the spec does (its message is a domain message key), the reply is that
 * sentence in English alone ("Please enter a valid voucher code"), as a person would read it.
 */
export const issueText = (section: string, error: ParseResult.ParseError): string => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
  if (issue === undefined) return `${section}: ${error.message}`;
  if (hasMessage("en", issue.message)) return translate("en", issue.message);
  return `${[section, ...issue.path.map(String)].join(".")}: ${issue.message}`;
};
