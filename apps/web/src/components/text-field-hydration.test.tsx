import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

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

describe("a text field of a prerendered page", () => {
  it("keeps what was typed before the page hydrated: the state takes it, the next render keeps it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector("input");
    if (input === null) throw new Error("no input");
    input.value = "aroha@example.nz";
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector("output")?.textContent).toBe("state:aroha@example.nz");
    expect(input.value).toBe("aroha@example.nz");
    container.remove();
  });
});
