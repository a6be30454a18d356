import type { HelpArticle } from "@waea/domain/help";
import { Link } from "wouter";
import { articleHref } from "./use-help-centre";

/** Articles as a list of links to their pages; a hit the centre could not place is shown without a link. */
export const ArticleList = ({
  articles,
  label,
}: {
  readonly articles: ReadonlyArray<HelpArticle>;
  readonly label: string;
}) => (
  <ul className="nav-list" aria-label={label}>
    {articles.map((article) => {
      const href = articleHref(article);
      return (
        <li key={article.id}>
          {href === undefined ? article.title : <Link href={href}>{article.title}</Link>}
        </li>
      );
    })}
  </ul>
);
