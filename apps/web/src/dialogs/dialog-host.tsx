import { useSignals } from "@preact/signals-react/runtime";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../app/app-context";
import { ConfirmDialog } from "../components/confirm-dialog/confirm-dialog";
import type { DialogRequest } from "./dialog-store";
import { watchControls } from "./focus-return";

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
  const confirm = request.kind === "confirm";
  return (
    <ConfirmDialog
      open
      opener={request.opener}
      role={request.kind === "success" ? "dialog" : "alertdialog"}
      variant={confirm ? "default" : request.kind}
      title={t(TITLES[request.kind])}
      confirmLabel={
        !confirm
          ? t("web:ok")
          : request.confirmLabel === undefined
            ? t("web:confirm")
            : t(request.confirmLabel.key, request.confirmLabel.params ?? {})
      }
      cancelLabel={confirm ? t("web:cancel") : null}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <p>{t(request.body.key, request.body.params ?? {})}</p>
    </ConfirmDialog>
  );
};

/**
 * The global error, success and confirmation dialogs (APP-09), one at a time from the dialog store, on the native
 * <dialog> (ConfirmDialog): the browser keeps focus in and the page behind inert; Escape, the button and a click
 * on the backdrop close (a confirmation then answers no), and focus goes back to the opener or the first invalid
 * field (focus-return.ts).
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
