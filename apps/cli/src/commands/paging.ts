import { notice, text, type Block } from "../output/view";
import { failure, type CliError } from "../runtime/cli-error";

/** The last page of a list: 1 when the list is empty (page 1 then says there is nothing). */
const lastPage = (totalPages: number): number => Math.max(1, totalPages);

/**
 * A page asked for past the last one (`--page 99` of 3): the operator answers with its last page, the domain
 * clamps to it, and an empty list under 'Page 3 of 3.' would read as "nothing here". It is a failure instead
 * (exit 1, like anything not found), naming the last page.
 */
export const pastLastPage = (asked: number, totalPages: number): CliError | undefined =>
  asked > lastPage(totalPages)
    ? failure("cli.paging_past_end", { page: asked, last: lastPage(totalPages) })
    : undefined;

/** 'Page N of M.' under a list of more than one page. */
export const pagingNotice = (page: number, totalPages: number): ReadonlyArray<Block> =>
  totalPages > 1 ? [notice("info", text("cli.paging", { page, pages: totalPages }))] : [];
