import { act, startTransition, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "../components/text-field";
import { mountApp } from "./first-render";

/** A form of one field that shows what its state holds. */
const Form = () => {
  const [email, setEmail] = useState("");
  return (
    <form>
      <TextField label="E-mail" value={email} onValue={setEmail} />
      <output>{`state:${email}`}</output>
    </form>
  );
};

const react = { hydrateRoot, createRoot, startTransition };

describe("the app mounted in a transition (main.tsx)", () => {
  it("hydrates a prerendered page and keeps what was typed into it before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector("input");
    if (input === null) throw new Error("no input");
    input.value = "aroha@example.nz";
    await act(async () => mountApp(container, <Form />, true, react));
    expect(container.querySelector("output")?.textContent).toBe("state:aroha@example.nz");
    expect(container.querySelector("input")).toBe(input);
    expect(input.value).toBe("aroha@example.nz");
    container.remove();
  });

  it("renders over a container in the browser", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => mountApp(container, <Form />, false, react));
    expect(container.querySelector("output")?.textContent).toBe("state:");
    container.remove();
  });
});
