import { developmentSettings } from "@waea/domain/config";
import { act, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { CheckboxField } from "./checkbox-field";
import { RadioChoice } from "./choice-list/radio-choice";
import { MoneyInput } from "./money-input/money-input";
import { Toggle } from "./toggle/toggle";

// The fields' words, loaded before the server render as a prerendered page has them: neither render waits for them.
const i18n = createI18n(developmentSettings, "en");
beforeAll(async () => {
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on("initialized", () => resolve()));
  await i18n.loadNamespaces(["web", "validation", "money"]);
});

/**
 * A prerendered page: its HTML from the server, something done to it by the visitor before it hydrates, then
 * hydrated. Answers the page's container once React holds it.
 */
const hydrateAfter = async (page: () => ReactNode, visitor: (html: HTMLElement) => void) => {
  const container = document.createElement("div");
  const tree = () => <I18nextProvider i18n={i18n}>{page()}</I18nextProvider>;
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  visitor(container);
  await act(async () => {
    hydrateRoot(container, tree());
  });
  return container;
};

const stateOf = (container: HTMLElement) => container.querySelector("output")?.textContent;

const input = (container: HTMLElement, selector: string): HTMLInputElement => {
  const found = container.querySelector<HTMLInputElement>(selector);
  if (found === null) throw new Error(`no ${selector}`);
  return found;
};

const Consent = () => {
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <CheckboxField label="I agree" checked={agreed} onChecked={setAgreed} />
      <output>{`state:${String(agreed)}`}</output>
    </form>
  );
};

const Method = () => {
  const [method, setMethod] = useState("password");
  return (
    <form>
      {["password", "code", "phone"].map((value) => (
        <RadioChoice
          key={value}
          name="method"
          value={value}
          checked={method === value}
          onChoose={() => setMethod(value)}
        >
          {value}
        </RadioChoice>
      ))}
      <output>{`state:${method}`}</output>
    </form>
  );
};

const Roaming = () => {
  const [on, setOn] = useState(false);
  return (
    <form>
      <Toggle label="Daily roaming" checked={on} onChange={setOn} />
      <output>{`state:${String(on)}`}</output>
    </form>
  );
};

const TopUp = () => {
  const [amount, setAmount] = useState<{ text: string; cents: number | undefined }>({
    text: "",
    cents: undefined,
  });
  return (
    <form>
      <MoneyInput
        label="Amount"
        value={amount.text}
        minCents={500}
        onChange={(text, cents) => setAmount({ text, cents })}
      />
      <output>{`state:${amount.text}:${String(amount.cents)}`}</output>
    </form>
  );
};

describe("fields of a prerendered page keep what the visitor did before it hydrated", () => {
  it("a checkbox ticked before hydration stays ticked, and the state knows it", async () => {
    const page = await hydrateAfter(
      () => <Consent />,
      (html) => {
        input(html, "input[type=checkbox]").checked = true;
      },
    );
    expect(stateOf(page)).toBe("state:true");
    expect(input(page, "input[type=checkbox]").checked).toBe(true);
    page.remove();
  });

  it("a radio picked before hydration stays picked, and the state takes it over the first one", async () => {
    const page = await hydrateAfter(
      () => <Method />,
      (html) => {
        input(html, "input[value=code]").checked = true;
      },
    );
    expect(stateOf(page)).toBe("state:code");
    expect(input(page, "input[value=code]").checked).toBe(true);
    expect(input(page, "input[value=password]").checked).toBe(false);
    page.remove();
  });

  it("a switch flipped before hydration stays on", async () => {
    const page = await hydrateAfter(
      () => <Roaming />,
      (html) => {
        input(html, "input[role=switch]").checked = true;
      },
    );
    expect(stateOf(page)).toBe("state:true");
    expect(input(page, "input[role=switch]").checked).toBe(true);
    page.remove();
  });

  it("an amount typed before hydration is kept, with its cents", async () => {
    const page = await hydrateAfter(
      () => <TopUp />,
      (html) => {
        input(html, "input").value = "12.50";
      },
    );
    expect(stateOf(page)).toBe("state:12.50:1250");
    expect(input(page, "input").value).toBe("12.50");
    page.remove();
  });

  it("a field left alone hydrates as the server rendered it", async () => {
    const page = await hydrateAfter(
      () => <Method />,
      () => undefined,
    );
    expect(stateOf(page)).toBe("state:password");
    expect(input(page, "input[value=password]").checked).toBe(true);
    page.remove();
  });
});
