import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Table, type TableColumn } from "../../components/table/table";
import type { Load } from "../../components/use-load";
import { errorText, type WebError } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "../profile/profile-page-frame";

/** One page of documents as the frame shows it. */
export interface DocumentPage<Row> {
  readonly rows: ReadonlyArray<Row>;
  readonly pageNumber: number;
  readonly totalPages: number;
  /** The domain's message when the list could not be read (a reply it could not use). */
  readonly loadingError: string | undefined;
}

/**
 * The frame of a list of billing documents (invoices, receipts): the page and its card, a skeleton on the first
 * load, the load's error with a retry, the empty state, the table a page at a time with its pager. While another
 * page loads, the last one's rows stay (busy), so the card keeps its size. `top` heads the card (a filter), `above`
 * goes before the table once loaded (a warning).
 */
export const DocumentList = <A, E extends WebError, Row>({
  title,
  heading,
  load,
  pageOf,
  top,
  above,
  empty,
  caption,
  columns,
  rowKey,
  pagesLabel,
  onPage,
}: {
  readonly title: string;
  readonly heading: string;
  readonly load: Load<A, E>;
  /** The page to show out of what was loaded. */
  readonly pageOf: (loaded: A) => DocumentPage<Row>;
  /** Always shown at the top of the card, loading or not (a filter). */
  readonly top?: ReactNode;
  readonly above?: (loaded: A) => ReactNode;
  readonly empty: { readonly title: string; readonly text: string };
  readonly caption: (page: number, pages: number) => string;
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rowKey: (row: Row, index: number) => string;
  readonly pagesLabel: string;
  readonly onPage: (page: number) => void;
}) => {
  const { t } = useTranslation(["billing", "web"]);
  const state = load.state;
  const loaded =
    state.status === "ready" ? state.value : state.status === "loading" ? load.previous : undefined;
  const list = loaded === undefined ? undefined : pageOf(loaded);
  return (
    <ProfilePage title={title} width="wide">
      <Card title={heading}>
        {top}
        {loaded === undefined && state.status === "loading" ? (
          <SkeletonGroup>
            <Skeleton shape="block" height="28rem" />
          </SkeletonGroup>
        ) : state.status === "failed" ? (
          <ErrorState
            message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
            onRetry={load.reload}
          />
        ) : loaded === undefined || list === undefined ? null : list.loadingError !== undefined ? (
          <ErrorState message={t(i18nKey(list.loadingError))} onRetry={load.reload} />
        ) : (
          <div aria-busy={state.status === "loading" ? true : undefined}>
            {above?.(loaded)}
            {list.rows.length === 0 ? (
              <EmptyState level={3} title={empty.title} text={empty.text} />
            ) : (
              <Table
                caption={caption(list.pageNumber, list.totalPages)}
                columns={columns}
                rows={list.rows}
                rowKey={rowKey}
              />
            )}
            <Pager page={list.pageNumber} totalPages={list.totalPages} onPage={onPage} label={pagesLabel} />
          </div>
        )}
      </Card>
    </ProfilePage>
  );
};
