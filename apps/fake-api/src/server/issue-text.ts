import * as ParseResult from "effect/ParseResult";

/** "query.PageSize: Expected an integer, actual 1.5": the first problem of a decode, for `err_message`. */
export const issueText = (section: string, error: ParseResult.ParseError): string => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
  if (issue === undefined) return `${section}: ${error.message}`;
  return `${[section, ...issue.path.map(String)].join(".")}: ${issue.message}`;
};
