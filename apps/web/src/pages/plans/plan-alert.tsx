import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DialogText } from "../../dialogs/dialog-store";

/**
 * Why a plan action was refused, in the spec's words, announced and focused (on a phone the list may have been
 * scrolled far below it); nothing when there is none.
 */
export const PlanAlert = ({ text }: { readonly text: DialogText | undefined }) => {
  const { t } = useTranslation(["plans", "payments", "errors"]);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text !== undefined) ref.current?.focus();
  }, [text]);
  return text === undefined ? null : (
    <p ref={ref} tabIndex={-1} className="form-alert" role="alert">
      {t(text.key, text.params ?? {})}
    </p>
  );
};
