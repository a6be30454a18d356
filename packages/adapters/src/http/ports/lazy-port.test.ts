import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@waea/domain/ports";

import { lazyService } from "./lazy-port";

interface Greeter {
  readonly greet: (name: string) => Effect.Effect<string, ApiError>;
  readonly count: () => Effect.Effect<number, ApiError>;
}

const greeter: Greeter = {
  greet: (name) => Effect.succeed(`kia ora ${name}`),
  count: () => Effect.succeed(2),
};

describe("lazyService", () => {
  it("loads its module on the first call only, once for calls made together, and answers through it", async () => {
    let loads = 0;
    const service = lazyService<Greeter>("greeter", async () => {
      loads += 1;
      return greeter;
    });
    expect(loads).toBe(0);
    const replies = await Effect.runPromise(
      Effect.all([service.greet("Aroha"), service.count(), service.greet("Rewi")], {
        concurrency: "unbounded",
      }),
    );
    expect(replies).toEqual(["kia ora Aroha", 2, "kia ora Rewi"]);
    await Effect.runPromise(service.count());
    expect(loads).toBe(1);
  });

  it("fails a call whose module cannot be fetched with a NetworkError naming it, and tries again on the next", async () => {
    let attempts = 0;
    const service = lazyService<Greeter>("greeter", async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return greeter;
    });
    const first = await Effect.runPromise(Effect.either(service.greet("Aroha")));
    expect(Either.isLeft(first) && first.left).toMatchObject({
      _tag: "NetworkError",
      call: "greeter.greet",
      message: "Failed to fetch dynamically imported module",
    });
    expect(await Effect.runPromise(service.greet("Aroha"))).toBe("kia ora Aroha");
    expect(attempts).toBe(2);
  });

  it("loads a member named in its parts from that part's module, and the port's module only for another member", async () => {
    const loaded: Array<string> = [];
    const service = lazyService<Greeter>(
      "greeter",
      async () => {
        loaded.push("port");
        return { ...greeter, count: () => Effect.succeed(3) };
      },
      {
        count: async () => {
          loaded.push("count");
          return { count: () => Effect.succeed(2) };
        },
      },
    );
    expect(await Effect.runPromise(Effect.all([service.count(), service.count()]))).toEqual([2, 2]);
    expect(loaded).toEqual(["count"]);
    expect(await Effect.runPromise(service.greet("Aroha"))).toBe("kia ora Aroha");
    // The part still answers its member once the port's module is there.
    expect(await Effect.runPromise(service.count())).toBe(2);
    expect(loaded).toEqual(["count", "port"]);
  });

  it("takes no member of Object's prototype for a part (toString is the port's own call, if it has one)", async () => {
    let loads = 0;
    const service = lazyService<Greeter>(
      "greeter",
      async () => {
        loads += 1;
        return greeter;
      },
      {},
    );
    const failed = await Effect.runPromise(Effect.exit(Reflect.get(service, "toString")()));
    expect(failed._tag).toBe("Failure");
    expect(loads).toBe(1);
  });

  it("is no promise and has no symbol members (an inspector or an await does not take it for a call)", () => {
    const service = lazyService<Greeter>("greeter", async () => greeter);
    expect(Reflect.get(service, "then")).toBeUndefined();
    expect(Reflect.get(service, Symbol.iterator)).toBeUndefined();
  });
});
