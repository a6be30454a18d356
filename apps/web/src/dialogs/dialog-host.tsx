import { useSignals } from "@preact/signals-react/runtime";
import { Suspense, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../app/app-context";
import type { DialogRequest } from "./dialog-store";
import { focusableIn, trapTab } from "./focus-trap";
import { returnFocus, watchControls } from "./focus-return";

const TITLES = {
  error: "web:dialog_error_title",
  success: "web:dialog_success_title",
  confirm: "web:dialog_confirm_title",
} as const;

const namespaceOf = (key: string): string => {
  const at = key.indexOf(":");
  return at > 0 ? key.slice(0, at) : "web";
};

const Dialog = ({
  request,
  close,
}: {
  readonly request: DialogRequest;
  readonly close: (ok: boolean) => void;
}) => {
  const namespaces = ["web", namespaceOf(request.body.key), namespaceOf(request.confirmLabel?.key ?? "web:")];
  const { t } = useTranslation(namespaces);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    focusableIn(box.current)[0]?.focus();
    return () => returnFocus(document, request.opener);
  }, [request.opener]);

  // On the document, not the dialog: a click on the dialog's text leaves focus on <body>, and Escape must still close.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(false);
      } else if (event.key === "Tab" && box.current !== null) trapTab(event, box.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [close]);

  return (
    <div
      className="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) close(false);
      }}
    >
      <div
        ref={box}
        tabIndex={-1}
        className={`dialog dialog-${request.kind}`}
        role={request.kind === "success" ? "dialog" : "alertdialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId}>{t(TITLES[request.kind])}</h2>
        <p id={bodyId}>{t(request.body.key, request.body.params ?? {})}</p>
        <div className="dialog-actions">
          {request.kind === "confirm" ? (
            <>
              <button type="button" className="button-secondary" onClick={() => close(false)}>
                {t("web:cancel")}
              </button>
              <button type="button" onClick={() => close(true)}>
                {request.confirmLabel === undefined
                  ? t("web:confirm")
                  : t(request.confirmLabel.key, request.confirmLabel.params ?? {})}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => close(true)}>
              {t("web:ok")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
};

/**
 * The global error, success and confirmation dialogs (APP-09), one at a time from the dialog store: modal, focus
 * moved in, kept in with Tab and given back on close (focus-return.ts); Escape and a click on the backdrop close (a
 * confirmation then answers no).
 */
export const DialogHost = () => {
  useSignals();
  const { dialogs } = useAppState();
  useEffect(() => watchControls(document), []);
  const request = dialogs.current.value;
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={request.id} request={request} close={(ok) => dialogs.close(request.id, ok)} />
    </Suspense>
  );
};
