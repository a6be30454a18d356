import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./skeleton.module.css";

export interface SkeletonProps {
  /** line: a line of text; block: a box (a meter, a chart); card: a card with a title and lines. */
  readonly shape?: "line" | "block" | "card";
  /** A CSS length; lines default to 100%, blocks to 100%. */
  readonly width?: string;
  /** A CSS length of a block (default 6rem) or a card (default 10rem): fixed so nothing moves when the data comes. */
  readonly height?: string;
  /** Lines of a card (default 3). */
  readonly lines?: number;
}

/** One placeholder shape of the layout to come, hidden from screen readers (the group says "Loading…"). */
export const Skeleton = ({ shape = "line", width, height, lines = 3 }: SkeletonProps) => {
  if (shape === "card") {
    const style: CSSProperties = { minHeight: height ?? "10rem", ...(width === undefined ? {} : { width }) };
    return (
      <div className={styles.card} style={style} aria-hidden="true">
        <span className={`${styles.bone} ${styles.line}`} style={{ width: "40%", height: "1.4rem" }} />
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={`${styles.bone} ${styles.line}`}
            style={{ width: `${90 - index * 15}%` }}
          />
        ))}
      </div>
    );
  }
  const style: CSSProperties =
    shape === "block"
      ? { width: width ?? "100%", height: height ?? "6rem" }
      : { width: width ?? "100%", ...(height === undefined ? {} : { height }) };
  return (
    <span
      className={`${styles.bone} ${shape === "block" ? styles.block : styles.line}`}
      style={style}
      aria-hidden="true"
    />
  );
};

/** The loading state of a page or a card: its skeleton shapes, announced once as "Loading…" (aria-busy). */
export const SkeletonGroup = ({
  children,
  label,
}: {
  readonly children: ReactNode;
  readonly label?: string;
}) => {
  const { t } = useTranslation("web");
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t("web:loading")}</span>
      {children}
    </div>
  );
};

/**
 * Words to come, as a bone of their own size: the text is laid out (so a line, a heading or a button's label takes
 * the loaded one's height and wraps as it does) but not shown nor read. `button` gives it a button's box.
 */
export const Ghost = ({
  children,
  button = false,
}: {
  readonly children: ReactNode;
  readonly button?: boolean;
}) => (
  <span className={button ? `${styles.ghost} ${styles.ghostButton}` : styles.ghost} aria-hidden="true">
    {children}
  </span>
);

/**
 * Skeleton shapes standing for what does not load yet (a card below the first screen, loaded when it comes near):
 * laid out as its loading state will be, so nothing moves, but still (no shimmer), neither announced nor busy.
 */
export const SkeletonStill = ({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string | undefined;
}) => (
  <div className={className === undefined ? styles.still : `${styles.still} ${className}`} aria-hidden="true">
    {children}
  </div>
);
