import { useId, useRef, type ReactNode } from "react";
import { useKeepTyped } from "../keep-typed";
import { Ghost } from "../skeleton/skeleton";
import styles from "./toggle.module.css";

export interface ToggleProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** While the change is being saved: disabled and aria-busy. */
  readonly pending?: boolean;
  /** A line under the label: "Renews on 12 Mar". */
  readonly hint?: ReactNode;
}

/** An on/off setting (auto renew, roaming): a labelled checkbox with role="switch", drawn as a switch. */
export const Toggle = ({
  label,
  checked,
  onChange,
  disabled = false,
  pending = false,
  hint,
}: ToggleProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLInputElement>(null);
  // A switch flipped before its prerendered page hydrated stays flipped.
  useKeepTyped(ref, (box) => box.checked, checked, onChange);
  return (
    <div className={styles.toggle}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint === undefined ? null : (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
};

/**
 * A switch still loading, for a skeleton shaped like the loaded page: the label and hint as Ghost words (laid out,
 * not shown nor read) beside the switch's own box, so the setting takes the loaded one's height and nothing moves.
 */
export const ToggleGhost = ({ label, hint }: { readonly label: ReactNode; readonly hint?: ReactNode }) => (
  <div className={styles.toggle} aria-hidden="true">
    <div className={styles.text}>
      <span className={styles.label}>
        <Ghost>{label}</Ghost>
      </span>
      {hint === undefined ? null : (
        <p className={styles.hint}>
          <Ghost>{hint}</Ghost>
        </p>
      )}
    </div>
    <span className={`${styles.switch} ${styles.ghostSwitch}`} />
  </div>
);
