import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";
import { drawSecrets } from "../world/secrets";
import { keysOf, numericCode, secretHex } from "./keys";
import { hashPassword, verifyPassword } from "./password";

describe("JWTs", () => {
  const keys = keysOf(drawSecrets());
  it("verify with the key that signed them, and only then", () => {
    const token = signJwt(keys.jwt, { sub: "login", exp: 10 });
    expect(verifyJwt(keys.jwt, token)).toEqual({ sub: "login", exp: 10 });
    expect(verifyJwt(keysOf(drawSecrets()).jwt, token)).toBeUndefined();
    const [header, , signature] = token.split(".");
    const forged = `${header}.${Buffer.from('{"sub":"admin","exp":10}').toString("base64url")}.${signature}`;
    expect(verifyJwt(keys.jwt, forged)).toBeUndefined();
    expect(verifyJwt(keys.jwt, "a.b")).toBeUndefined();
    expect(verifyJwt(keys.jwt, "")).toBeUndefined();
  });

  it("codes are digits, deterministic per purpose and key, and another key's differ", () => {
    expect(numericCode(keys, "otc:1")).toMatch(/^\d{6}$/);
    expect(numericCode(keys, "otc:1")).toBe(numericCode(keys, "otc:1"));
    expect(numericCode(keys, "otc:1")).not.toBe(numericCode(keys, "otc:2"));
    const other = keysOf(drawSecrets());
    expect(secretHex(keys, "approval-code:x")).toMatch(/^[0-9A-F]{32}$/);
    expect(secretHex(other, "approval-code:x")).not.toBe(secretHex(keys, "approval-code:x"));
  });
});

describe("passwords", () => {
  it("hash with scrypt and verify only the same password", async () => {
    const hash = await hashPassword("Kia-ora-2026!", Buffer.alloc(16, 7));
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword("Kia-ora-2026!", hash)).toBe(true);
    expect(await verifyPassword("kia-ora-2026!", hash)).toBe(false);
    expect(await verifyPassword("anything", undefined)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });
});
