import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { FormFooter } from "./form-footer";

describe("FormFooter", () => {
  it("shows the refusal as an alert and the saved news in the status region, above the submit button", async () => {
    renderInLanguage(
      "en",
      <form>
        <FormFooter
          alert={{ key: "errors:network" }}
          status={{ key: "web:password_changed" }}
          pending={false}
          submit="Save"
        />
      </form>,
    );
    const button = await screen.findByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(screen.getByRole("alert").textContent).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(screen.getByRole("status").textContent).toBe("Your password has been changed.");
  });

  it("keeps the status region in place while there is nothing to say, and shows no alert", async () => {
    renderInLanguage("en", <FormFooter pending={false} submit="Save" />);
    await screen.findByRole("button", { name: "Save" });
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is busy and disabled while the request runs, with the control beside it still usable", async () => {
    renderInLanguage(
      "mi-NZ",
      <FormFooter pending submit="Tiaki" aside={<button type="button">Whakakore</button>} />,
    );
    const submit = await screen.findByRole("button", { name: "Tiaki" });
    expect(submit.getAttribute("aria-busy")).toBe("true");
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Whakakore" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
