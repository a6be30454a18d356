import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { rememberCurrentProduct } from "@waea/domain/session";
import { withFakeApi, visitor } from "../support/fake-api";

const api = withFakeApi();

describe("rememberCurrentProduct (APP-05)", () => {
  it("APP-05: writes the product only when it changes, so other tabs reload only then; none leaves it", async () => {
    const browser = visitor(api());
    const writes: string[] = [];
    const storage = {
      ...browser.storage,
      set: (key: string, value: string) => {
        writes.push(`${key}=${value}`);
        return browser.storage.set(key, value);
      },
    };
    const remember = (product: { readonly UUID: string } | undefined) =>
      Effect.runPromise(Effect.provide(rememberCurrentProduct(product), visitor(api(), storage).layer));
    await remember({ UUID: "p1" });
    await remember({ UUID: "p1" });
    await remember(undefined);
    await remember({ UUID: "p2" });
    expect(writes).toEqual([
      `${StorageKeys.currentMobileProduct}=p1`,
      `${StorageKeys.currentMobileProduct}=p2`,
    ]);
    expect(Option.getOrUndefined(Effect.runSync(storage.get(StorageKeys.currentMobileProduct)))).toBe("p2");
  });
});
