import styles from "./help.module.css";
import { sanitiseArticle } from "./sanitise-article";

/**
 * An article's text. The provider's HTML goes through DOMPurify first (sanitise-article.ts): this is the one place
 * the portal puts HTML it did not write into the page.
 */
export const ArticleBody = ({ html }: { readonly html: string }) => (
  <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitiseArticle(html) }} />
);
