import type { Query, RouteDefinition, RouteParams } from "@waea/domain/routing";

/** What every page gets from the shell: its route table entry, path parameters and query. */
export interface PageProps {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  readonly query: Query;
}
