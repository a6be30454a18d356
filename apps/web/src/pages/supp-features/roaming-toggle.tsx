import { useId } from "react";

/** A switch: a checkbox styled as one, its label and hint (replaced by the kit's Toggle once it is merged). */
export const RoamingToggle = ({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="toggle-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </div>
  );
};
