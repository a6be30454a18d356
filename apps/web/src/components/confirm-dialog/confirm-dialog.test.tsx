import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { ConfirmDialog } from "./confirm-dialog";

const answers: string[] = [];
const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove address
      </button>
      <ConfirmDialog
        open={open}
        variant="destructive"
        title="Remove this address?"
        confirmLabel="Remove"
        onConfirm={() => {
          answers.push("yes");
          setOpen(false);
        }}
        onCancel={() => {
          answers.push("no");
          setOpen(false);
        }}
      >
        <p>It is used for deliveries.</p>
      </ConfirmDialog>
    </>
  );
};

describe("ConfirmDialog", () => {
  it("opens modally on the native dialog, cancels on Escape, and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    renderInLanguage("en", <Harness />);
    const opener = await screen.findByRole("button", { name: "Remove address" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(opener);
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this address?" });
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("aria-describedby")).toBe(
      screen.getByText("It is used for deliveries.").parentElement?.id,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(answers.at(-1)).toBe("no");
  });

  it("confirms with its destructive button, and closes on the close button with focus back", async () => {
    const user = userEvent.setup();
    renderInLanguage("en", <Harness />);
    const opener = await screen.findByRole("button", { name: "Remove address" });
    await user.click(opener);
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(answers.at(-1)).toBe("yes");
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(answers.at(-1)).toBe("no");
    expect(document.activeElement).toBe(opener);
  });
});
