import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp, withPortal, type RenderedApp } from "../test/render-app";

const api = withPortal();

describe("global dialogs (APP-09)", () => {
  it("opens a native <dialog> with showModal, focus on its first button; Escape answers no and gives focus back", async () => {
    const app = await renderApp(api(), "/");
    const trigger = (await screen.findAllByRole("link", { name: "Sign in" }))[0];
    trigger?.focus();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    let answer: boolean | undefined;
    act(() => {
      void app.state.dialogs.confirm({ key: "web:sign_out_confirm" }).then((confirmed) => {
        answer = confirmed;
      });
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Please confirm" });
    // The browser keeps Tab inside a dialog opened with showModal() and makes the page behind it inert.
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalled();
    showModal.mockRestore();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await app.user.tab();
    expect(document.activeElement).toBe(confirm);
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(answer).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("shows success and error dialogs one after the other", async () => {
    const app = await renderApp(api(), "/");
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      void app.state.dialogs.showSuccess({ key: "web:password_changed" });
      void app.state.dialogs.showError({ key: "errors:network" });
    });
    const success = await screen.findByRole("dialog", { name: "Done" });
    expect(within(success).getByText("Your password has been changed.")).toBeTruthy();
    await app.user.keyboard("{Enter}");
    const error = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    expect(
      within(error).getByText("Network error. Please check your connection and try again."),
    ).toBeTruthy();
    await app.user.click(within(error).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

describe("focus after an error dialog (APP-09)", () => {
  /** An error dialog opened by a control the visitor clicked, which lost focus meanwhile (disabled while sending). */
  const errorAfterClick = async (app: RenderedApp) => {
    const trigger = (await screen.findAllByRole("link", { name: "Sign in" }))[0];
    if (trigger === undefined) throw new Error("no Sign in link");
    await app.user.pointer({ keys: "[MouseLeft>]", target: trigger });
    act(() => {
      trigger.blur();
      void app.state.dialogs.showError({ key: "errors:network" });
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Something went wrong" });
    return { trigger, dialog };
  };

  it("gives focus back to the clicked control when Escape closes it after a click on its text", async () => {
    const app = await renderApp(api(), "/");
    const { trigger, dialog } = await errorAfterClick(app);
    await app.user.click(within(dialog).getByText(/Network error/));
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("gives focus back to the clicked control when the button or the backdrop closes it", async () => {
    const app = await renderApp(api(), "/");
    const first = await errorAfterClick(app);
    await app.user.click(within(first.dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(first.trigger);
    const second = await errorAfterClick(app);
    // A click on a modal <dialog>'s backdrop reaches the dialog element itself (its box has no padding).
    await app.user.click(second.dialog);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(second.trigger);
  });

  it("gives focus to the first invalid field when the control that opened it can no longer take it", async () => {
    const app = await renderApp(api(), "/sign-in");
    const submit = await screen.findByRole("button", { name: "Sign in" });
    await app.user.click(submit);
    const field = await waitFor(() => {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first === null) throw new Error("no invalid field yet");
      return first;
    });
    act(() => {
      submit.focus();
      void app.state.dialogs.showError({ key: "errors:network" });
    });
    await screen.findByRole("alertdialog");
    submit.setAttribute("disabled", "");
    await app.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(field);
  });
});
