import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ToastMessage, ToastStore } from "./toast-store";
import styles from "./toast.module.css";

/** How long a success message stays (long enough to read twice; it can be dismissed sooner). */
export const TOAST_MILLIS = 6000;

const namespaceOf = (key: string): string => {
  const at = key.indexOf(":");
  return at > 0 ? key.slice(0, at) : "web";
};

const Toast = ({ message, store }: { readonly message: ToastMessage; readonly store: ToastStore }) => {
  const { t } = useTranslation(["web", namespaceOf(message.text.key)]);
  const { id } = message;
  useEffect(() => {
    const timer = setTimeout(() => store.dismiss(id), TOAST_MILLIS);
    return () => clearTimeout(timer);
  }, [store, id]);
  return (
    <li className={styles.toast}>
      <p className={styles.text}>{t(message.text.key, message.text.params ?? {})}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t("web:kit_dismiss")}
        onClick={() => store.dismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
};

/**
 * The success messages of the toast store in a polite live region (role="log", so a page's own role="status" stays
 * the only status) that is always in the page (so a message added
 * to it is announced); each goes by itself after TOAST_MILLIS. The shell renders it once.
 */
export const ToastRegion = ({ store }: { readonly store: ToastStore }) => {
  useSignals();
  const { t } = useTranslation("web");
  return (
    <div role="log" aria-live="polite" aria-label={t("web:kit_notifications")}>
      <ul className={styles.region}>
        {store.messages.value.map((message) => (
          <Toast key={message.id} message={message} store={store} />
        ))}
      </ul>
    </div>
  );
};
