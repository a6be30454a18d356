import { describe, expect, it } from "vitest";
import { loadNamespace } from "./load-namespace";
import { Namespaces, resources } from "./resources";

describe("loadNamespace", () => {
  it.each(Namespaces)("loads %s in both languages as the eager resources hold it", async (namespace) => {
    expect(await loadNamespace("en", namespace)).toEqual(resources.en[namespace]);
    expect(await loadNamespace("mi-NZ", namespace)).toEqual(resources["mi-NZ"][namespace]);
  });
});
