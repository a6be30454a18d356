import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../test/render-in-language";
import { catalogueCode, useCatalogueText } from "./catalogue-text";

const AddonName = ({ name }: { readonly name: string }) => <p>{useCatalogueText().addon(name)}</p>;

describe("the catalogue's words in the page's language (shared by the plans and add-ons pages)", () => {
  it("codes a catalogue name as its key", () => {
    expect(catalogueCode("Australia Roaming 7 Days")).toBe("australia_roaming_7_days");
    expect(catalogueCode("Data 5GB")).toBe("data_5gb");
  });

  it("names a known add-on in te reo Māori and an unknown one in the operator's words", async () => {
    renderInLanguage(
      "mi-NZ",
      <>
        <AddonName name="Data 5GB" />
        <AddonName name="Brand New Pack" />
      </>,
    );
    expect(await screen.findByText("Raraunga 5GB")).toBeTruthy();
    expect(screen.getByText("Brand New Pack")).toBeTruthy();
  });
});
