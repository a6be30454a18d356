import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { SESSION_API_KEY, apiBoundStorage, sessionApi } from "./api-bound-storage";

const run = Effect.runSync;
const HERE = "http://127.0.0.1:8080/api";

describe("apiBoundStorage", () => {
  it("binds to scheme, host, port and path", () => {
    expect(sessionApi("https://Ops.Example:443/api/")).toBe("https://ops.example/api");
    expect(sessionApi(HERE)).not.toBe(sessionApi("http://127.0.0.1:8081/api"));
  });

  it("hides another API's session and keeps what a run does to it in memory", () => {
    const inner = makeMemoryStorage({
      [SESSION_API_KEY]: "https://elsewhere.example/api",
      [StorageKeys.auth]: "a",
      [StorageKeys.refreshToken]: "r",
      "waea.preferences": "p",
    });
    const bound = apiBoundStorage(inner, HERE);
    expect(run(bound.get(StorageKeys.auth))).toEqual(Option.none());
    expect(run(bound.get(StorageKeys.refreshToken))).toEqual(Option.none());
    expect(run(bound.get("waea.preferences"))).toEqual(Option.some("p"));
    run(bound.remove(StorageKeys.auth));
    run(bound.remove(StorageKeys.refreshToken));
    run(bound.set(StorageKeys.currentCustomer, "c"));
    expect(run(inner.get(StorageKeys.auth))).toEqual(Option.some("a"));
    expect(run(inner.get(StorageKeys.refreshToken))).toEqual(Option.some("r"));
    expect(run(inner.get(StorageKeys.currentCustomer))).toEqual(Option.none());
  });

  it("answers '' for a session that names no API", () => {
    const bound = apiBoundStorage(makeMemoryStorage({ [StorageKeys.auth]: "a" }), HERE);
    expect(run(bound.get(SESSION_API_KEY))).toEqual(Option.some(""));
    expect(run(bound.get(StorageKeys.auth))).toEqual(Option.none());
  });
});
