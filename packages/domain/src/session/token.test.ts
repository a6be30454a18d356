import { describe, expect, it } from "vitest";
import { TOKEN_MARGIN_MS, isStoredAuthKept, isTokenValid, tokenState } from "./token";

const now = Date.parse("2026-11-21T10:00:00Z");
const auth = (expiry: string, JWT = "a.b.c") => ({ JWT, JWTExpiry: expiry });

describe("stored auth", () => {
  it("is kept with a JWT and a future expiry", () => {
    expect(isStoredAuthKept(auth("2026-11-21T10:00:01Z"), now)).toBe(true);
  });
  it("is dropped without a JWT, with a past or unreadable expiry", () => {
    expect(isStoredAuthKept(undefined, now)).toBe(false);
    expect(isStoredAuthKept(auth("2026-11-21T11:00:00Z", ""), now)).toBe(false);
    expect(isStoredAuthKept(auth("2026-11-21T10:00:00Z"), now)).toBe(false);
    expect(isStoredAuthKept(auth("not a date"), now)).toBe(false);
  });
});

describe("token validity", () => {
  it("needs more than 5 minutes ahead", () => {
    expect(isTokenValid(auth(new Date(now + TOKEN_MARGIN_MS + 1).toISOString()), now)).toBe(true);
    expect(isTokenValid(auth(new Date(now + TOKEN_MARGIN_MS).toISOString()), now)).toBe(false);
  });
  it("names the state", () => {
    expect(tokenState(undefined, now)).toBe("missing");
    expect(tokenState(auth("2026-11-21T09:00:00Z"), now)).toBe("expired");
    expect(tokenState(auth("2026-11-21T10:04:00Z"), now)).toBe("near_expiry");
    expect(tokenState(auth("2026-11-21T12:00:00Z"), now)).toBe("valid");
  });
});
