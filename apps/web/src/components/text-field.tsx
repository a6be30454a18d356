import type { Message } from "@waea/domain/validation";
import { useId, useRef, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/message";
import { useKeepTyped } from "./keep-typed";

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "id" | "aria-invalid"
> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** The domain's messages for this field: shown under it, linked by aria-describedby. */
  readonly errors?: ReadonlyArray<Message> | undefined;
  readonly hint?: string;
}

/** A labelled input whose validation messages sit next to it (aria-invalid, aria-describedby). */
export const TextField = ({ label, value, onValue, errors, hint, ...input }: TextFieldProps) => {
  const { t } = useTranslation(["web", "validation"]);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors !== undefined && errors.length > 0;
  const ref = useRef<HTMLInputElement>(null);
  // A prerendered page can be typed into before it hydrates: the typed text is kept.
  useKeepTyped(ref, (field) => field.value, value, onValue);
  const describedBy = [hint === undefined ? undefined : hintId, invalid ? errorId : undefined]
    .filter((part) => part !== undefined)
    .join(" ");
  return (
    <div className={invalid ? "field field-invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy === "" ? undefined : describedBy}
      />
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
