import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClass, type ButtonVariant } from "./button";

describe("Button", () => {
  it("is a type=button in its look, disabled and busy while pending", () => {
    render(
      <>
        <Button variant="destructive">Remove</Button>
        <Button pending>Send</Button>
      </>,
    );
    const remove = screen.getByRole("button", { name: "Remove" });
    expect(remove.getAttribute("type")).toBe("button");
    expect(remove.className).toBe(buttonClass("destructive"));
    const send = screen.getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(send.getAttribute("aria-busy")).toBe("true");
  });

  it("gives each look its own class", () => {
    const variants: ReadonlyArray<ButtonVariant> = ["primary", "secondary", "destructive", "link"];
    const looks = new Set(variants.map((variant) => buttonClass(variant)));
    expect(looks.size).toBe(4);
  });
});
