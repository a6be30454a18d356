import { useId, type ReactNode } from "react";
import styles from "./card.module.css";

export interface CardProps {
  /** The card's heading; the card is then a region named by it. */
  readonly title?: ReactNode;
  /** The heading level of the title (2 by default, under the page's h1). */
  readonly level?: 2 | 3 | 4;
  /** Small controls beside the title (a link "See all"). */
  readonly headerAside?: ReactNode;
  /** Buttons and links at the foot of the card. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
  /** A <section> (default) or a list item inside a <ul> of cards. */
  readonly as?: "section" | "div" | "li" | "article";
}

/** A white panel on the page canvas, with an optional title and an actions row. */
export const Card = ({
  title,
  level = 2,
  headerAside,
  actions,
  children,
  className,
  as = "section",
}: CardProps) => {
  const titleId = useId();
  const Tag = as;
  const Heading = `h${level}` as const;
  const named = title !== undefined && (as === "section" || as === "article");
  return (
    <Tag
      className={[styles.card, className].filter(Boolean).join(" ")}
      aria-labelledby={named ? titleId : undefined}
    >
      {title === undefined && headerAside === undefined ? null : (
        <div className={styles.header}>
          {title === undefined ? null : (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {headerAside}
        </div>
      )}
      {children === undefined ? null : <div className={styles.body}>{children}</div>}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </Tag>
  );
};
