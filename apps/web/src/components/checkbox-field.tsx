import type { Message } from "@waea/domain/validation";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/message";
import { useKeepTyped } from "./keep-typed";

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChecked: (checked: boolean) => void;
  readonly errors?: ReadonlyArray<Message> | undefined;
  readonly name?: string;
}

export const CheckboxField = ({ label, checked, onChecked, errors, name }: CheckboxFieldProps) => {
  const { t } = useTranslation(["web", "validation"]);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors !== undefined && errors.length > 0;
  const ref = useRef<HTMLInputElement>(null);
  // A prerendered page can be ticked before it hydrates: the tick is kept.
  useKeepTyped(ref, (box) => box.checked, checked, onChecked);
  return (
    <div className={invalid ? "field field-check field-invalid" : "field field-check"}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {invalid ? (
        <ul id={errorId} className="field-errors">
          {errors.map((error) => (
            <li key={error.key}>{translateMessage(t, error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
