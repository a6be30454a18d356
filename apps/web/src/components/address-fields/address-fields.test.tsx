import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { message } from "@waea/domain/validation";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { AddressFields, type AddressLines, type AddressPart } from "./address-fields";

const EMPTY: AddressLines = { street: "", suburb: "", city: "", postcode: "" };

const Typed = ({ seen }: { readonly seen: Array<[AddressPart, string]> }) => {
  const [value, setValue] = useState(EMPTY);
  return (
    <AddressFields
      value={value}
      onPart={(part, text) => {
        seen.push([part, text]);
        setValue((current) => ({ ...current, [part]: text }));
      }}
      errors={(part) =>
        part === "postcode" ? [message("validation.format_invalid", { field: "postcode" })] : undefined
      }
    />
  );
};

describe("the address fields of the shop's delivery and the broadband install address (D5-D7)", () => {
  it("names each part, hands each typed part to the form and shows the form's message beside its field", async () => {
    const seen: Array<[AddressPart, string]> = [];
    renderInLanguage("en", <Typed seen={seen} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Street address" }), "1");
    await user.type(screen.getByRole("textbox", { name: "Suburb (optional)" }), "2");
    await user.type(screen.getByRole("textbox", { name: "Town or city" }), "3");
    await user.type(screen.getByRole("textbox", { name: "Postcode" }), "4");
    expect(seen).toEqual([
      ["street", "1"],
      ["suburb", "2"],
      ["city", "3"],
      ["postcode", "4"],
    ]);
    const postcode = screen.getByRole("textbox", { name: "Postcode" });
    expect(postcode.getAttribute("aria-invalid")).toBe("true");
    expect(postcode.getAttribute("autocomplete")).toBe("postal-code");
    expect(screen.getByText("Postcode format is invalid")).toBeTruthy();
  });

  it("reads in te reo Māori", async () => {
    renderInLanguage("mi-NZ", <Typed seen={[]} />);
    expect(await screen.findByRole("textbox", { name: "Wāhitau tiriti" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Waehere poutāpeta" })).toBeTruthy();
  });
});
