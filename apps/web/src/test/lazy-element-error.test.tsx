import { getConfig, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

/** A container that counts how often something walks its children (printing the document does). */
const watched = (): { readonly container: HTMLElement; readonly walks: () => number } => {
  const { container } = render(
    <main>
      <p>Kia ora, Aroha Ngata</p>
    </main>,
  );
  const children = Object.getOwnPropertyDescriptor(Node.prototype, "childNodes");
  let walks = 0;
  Object.defineProperty(container, "childNodes", {
    configurable: true,
    get() {
      walks += 1;
      return children?.get?.call(this);
    },
  });
  return { container, walks: () => walks };
};

describe("a query's miss (setup.ts)", () => {
  it("prints the document only when its message is read, then as Testing Library does", () => {
    const { container, walks } = watched();
    const error = getConfig().getElementError("Unable to find the plan", container);
    expect(error.name).toBe("TestingLibraryElementError");
    expect(walks()).toBe(0);
    expect(error.message).toMatch(/^Unable to find the plan\n\nIgnored nodes: comments, script, style\n/);
    expect(error.message).toContain("Kia ora, Aroha Ngata");
    expect(walks()).toBeGreaterThan(0);
  });

  it("fails a findBy that never matches with the document as it was", async () => {
    watched();
    const miss = await screen.findByRole("button", { name: "Pay $15.00" }, { timeout: 100 }).catch((e) => e);
    expect(miss).toBeInstanceOf(Error);
    expect(String(miss.message)).toContain('Unable to find role="button" and name "Pay $15.00"');
    expect(String(miss.message)).toContain("Kia ora, Aroha Ngata");
  });
});
