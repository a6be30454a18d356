import { signal, type ReadonlySignal } from "@preact/signals-react";
import type { DialogText } from "../../dialogs/dialog-store";

export interface ToastMessage {
  readonly id: number;
  readonly text: DialogText;
}

/** Success messages shown for a moment in a polite live region (the Toast region of the shell). */
export interface ToastStore {
  readonly messages: ReadonlySignal<ReadonlyArray<ToastMessage>>;
  /** Shows a success message ("web:password_changed"); it goes by itself after a few seconds. */
  readonly show: (text: DialogText) => void;
  readonly dismiss: (id: number) => void;
}

/** At most this many messages are shown at once; an older one gives way. */
const MAX_SHOWN = 3;

export const makeToastStore = (): ToastStore => {
  const messages = signal<ReadonlyArray<ToastMessage>>([]);
  let nextId = 0;
  return {
    messages,
    show: (text) => {
      nextId += 1;
      messages.value = [...messages.value, { id: nextId, text }].slice(-MAX_SHOWN);
    },
    dismiss: (id) => {
      messages.value = messages.value.filter((message) => message.id !== id);
    },
  };
};
