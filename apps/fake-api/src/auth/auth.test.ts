import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";
import { deriveKeys, numericCode } from "./keys";
import { hashPassword, verifyPassword } from "./password";

describe("JWTs", () => {
  const keys = deriveKeys(67);
  it("verify with the key that signed them, and only then", () => {
    const token = signJwt(keys.jwt, { sub: "login", exp: 10 });
    expect(verifyJwt(keys.jwt, token)).toEqual({ sub: "login", exp: 10 });
    expect(verifyJwt(deriveKeys(68).jwt, token)).toBeUndefined();
    const [header, , signature] = token.split(".");
    const forged = `${header}.${Buffer.from('{"sub":"admin","exp":10}').toString("base64url")}.${signature}`;
    expect(verifyJwt(keys.jwt, forged)).toBeUndefined();
    expect(verifyJwt(keys.jwt, "a.b")).toBeUndefined();
    expect(verifyJwt(keys.jwt, "")).toBeUndefined();
  });

  it("codes are digits, deterministic per purpose", () => {
    expect(numericCode(keys, "otc:1")).toMatch(/^\d{6}$/);
    expect(numericCode(keys, "otc:1")).toBe(numericCode(keys, "otc:1"));
    expect(numericCode(keys, "otc:1")).not.toBe(numericCode(keys, "otc:2"));
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
