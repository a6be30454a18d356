import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Form } from "./form";

describe("the kit's Form", () => {
  it("posts (never a GET of its fields into the URL), checks nothing itself, and stops the browser's submission", () => {
    const submit = vi.fn();
    render(
      <Form aria-label="Sign in" onSubmit={submit}>
        <button type="submit">Go</button>
      </Form>,
    );
    const form = screen.getByRole("form", { name: "Sign in" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("novalidate")).toBe(true);
    const event = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
  });
});
