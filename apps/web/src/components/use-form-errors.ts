import type { FieldErrors, Validated } from "@waea/domain/validation";
import { useEffect, useState, type RefObject } from "react";

export interface FormErrors<F extends string> {
  readonly errors: FieldErrors<F>;
  /** The cleaned value when the domain's validator accepts it; otherwise its messages are shown and undefined. */
  readonly check: <A>(result: Validated<A, F>) => A | undefined;
  readonly reset: () => void;
  /** Shows messages the operator's answer gave for fields (a wrong current password), focusing the first. */
  readonly fail: (errors: FieldErrors<F>) => void;
}

/**
 * Validation state of a form: nothing is sent while the validator refuses (every page's rule). After a refused
 * submit the first invalid field of the form gets focus.
 */
export const useFormErrors = <F extends string>(form: RefObject<HTMLFormElement | null>): FormErrors<F> => {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return {
    errors,
    reset: () => setErrors({}),
    fail: (next) => {
      setErrors(next);
      setAttempt((n) => n + 1);
    },
    check: (result) => {
      // The tag, not effect's Either.isRight: the module would load with every form's page (npm run bench:web).
      if (result._tag === "Right") {
        setErrors({});
        return result.right;
      }
      setErrors(result.left);
      setAttempt((n) => n + 1);
      return undefined;
    },
  };
};
