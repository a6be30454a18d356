import { computed, signal, type ReadonlySignal } from "@preact/signals-react";
import { openerIn } from "./focus-return";

/** A text to translate: an i18next key ("web:sign_out", "errors:network") with its interpolation values. */
export interface DialogText {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type DialogKind = "error" | "success" | "confirm";

export interface DialogRequest {
  readonly id: number;
  readonly kind: DialogKind;
  readonly body: DialogText;
  /** The confirm button's label of a confirmation dialog. */
  readonly confirmLabel?: DialogText;
  /** A confirmation of something that removes or ends something: its confirm button looks destructive. */
  readonly destructive?: boolean;
  /** The control that had focus (or was last used) when the dialog was asked for: focus goes back there on close. */
  readonly opener: Element | null;
  readonly resolve: (confirmed: boolean) => void;
}

/** The global error, success and confirmation dialogs (APP-09): a queue, shown one at a time. */
export interface DialogStore {
  readonly current: ReadonlySignal<DialogRequest | undefined>;
  readonly showError: (body: DialogText) => Promise<void>;
  readonly showSuccess: (body: DialogText) => Promise<void>;
  /**
   * Resolves true when confirmed, false when cancelled or closed with Escape. `destructive` for a removal (delete,
   * unlink): the confirm button then looks destructive.
   */
  readonly confirm: (
    body: DialogText,
    confirmLabel?: DialogText,
    options?: { readonly destructive?: boolean },
  ) => Promise<boolean>;
  readonly close: (id: number, confirmed: boolean) => void;
}

export const makeDialogStore = (): DialogStore => {
  const queue = signal<ReadonlyArray<DialogRequest>>([]);
  let nextId = 0;
  const open = (kind: DialogKind, body: DialogText, confirmLabel?: DialogText, destructive = false) =>
    new Promise<boolean>((resolve) => {
      nextId += 1;
      const request: DialogRequest = {
        id: nextId,
        kind,
        body,
        ...(confirmLabel === undefined ? {} : { confirmLabel }),
        ...(destructive ? { destructive } : {}),
        opener: typeof document === "undefined" ? null : openerIn(document),
        resolve,
      };
      queue.value = [...queue.value, request];
    });
  return {
    current: computed(() => queue.value[0]),
    showError: async (body) => void (await open("error", body)),
    showSuccess: async (body) => void (await open("success", body)),
    confirm: (body, confirmLabel, options) =>
      open("confirm", body, confirmLabel, options?.destructive === true),
    close: (id, confirmed) => {
      const request = queue.value.find((item) => item.id === id);
      if (request === undefined) return;
      queue.value = queue.value.filter((item) => item.id !== id);
      request.resolve(confirmed);
    },
  };
};
