import { useRef, type ReactNode } from "react";
import { useKeepTyped } from "../keep-typed";

export interface RadioChoiceProps {
  /** The group's name (one per fieldset). */
  readonly name: string;
  readonly value: string;
  /** Whether this is the group's chosen one. */
  readonly checked: boolean;
  /** This one is chosen. */
  readonly onChoose: () => void;
  /** The words (and anything else) of the choice, inside its label. */
  readonly children: ReactNode;
  readonly disabled?: boolean;
  /** The label's class (a page's card look, composed from choice-list.module.css). */
  readonly className?: string;
}

/**
 * One radio of a group, its label around it. A choice picked before its prerendered page hydrated stays picked:
 * the radio the visitor checked tells the state so.
 */
export const RadioChoice = ({
  name,
  value,
  checked,
  onChoose,
  children,
  disabled,
  className,
}: RadioChoiceProps) => {
  const ref = useRef<HTMLInputElement>(null);
  useKeepTyped(
    ref,
    (radio) => radio.checked || checked,
    checked,
    () => onChoose(),
  );
  return (
    <label className={className}>
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose()}
      />
      {children}
    </label>
  );
};
