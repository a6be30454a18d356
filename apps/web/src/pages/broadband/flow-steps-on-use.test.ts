import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
const source = (file: string) => readFileSync(join(folder, file), "utf8");
/** The modules of the flow's steps: each page imports the one of its first paint, flow-steps.ts the others. */
const STEPS = [
  "address-step",
  "plan-step",
  "summary-step",
  "checkout-step",
  "order-progress",
  "booking-step",
];
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";$/gm)].map((match) =>
    (match[1] ?? "").replace(/^\.\//, ""),
  );

describe("the broadband pages carry only the step of their first paint; later steps load on use (issue 16)", () => {
  it("the flow page imports the address step, the checkout page the checkout step, and no other step", () => {
    expect(
      valueImports(source("broadband-flow-page.tsx")).filter((from) => STEPS.includes(from ?? "")),
    ).toEqual(["address-step"]);
    expect(
      valueImports(source("broadband-checkout-page.tsx")).filter((from) => STEPS.includes(from ?? "")),
    ).toEqual(["checkout-step"]);
  });

  it("the flow and its state import no step; flow-steps.ts imports every step by a dynamic import only", () => {
    for (const file of ["broadband-flow.tsx", "use-broadband-flow.ts", "flow-steps.ts"]) {
      expect(valueImports(source(file)).filter((from) => STEPS.includes(from ?? ""))).toEqual([]);
    }
    const dynamic = [...source("flow-steps.ts").matchAll(/import\("\.\/([^"]+)"\)/g)].map(
      (match) => match[1],
    );
    expect(dynamic.sort()).toEqual([...STEPS].sort());
  });
});

describe("the domain's order rules load when they are used (issue 16)", () => {
  it("placing the order and the offer at an address are imported on use only", () => {
    const placing = /\bplaceBroadbandOrder\b/;
    const offer = /\bloadBroadbandOffer\b/;
    const files = [...STEPS.map((name) => `${name}.tsx`), "broadband-flow.tsx", "use-broadband-flow.ts"];
    for (const file of files.map(source)) {
      const staticImports = [...file.matchAll(/^import (?!type )([\s\S]*?) from "[^"]+";$/gm)].map(
        (m) => m[1] ?? "",
      );
      expect(staticImports.filter((names) => placing.test(names) || offer.test(names))).toEqual([]);
    }
    expect(source("checkout-step.tsx")).toContain('import("./place-order-load")');
    expect(source("use-broadband-flow.ts")).toContain('import("./offer-load")');
  });
});
