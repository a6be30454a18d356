import fc from "fast-check";
import { describe, it } from "vitest";
import { isStoredAuthKept, isTokenValid } from "./token";

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe("session laws", () => {
  it("validity is monotonic in time: valid at a later instant means valid at every earlier one", () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiry, a, b) => {
        const auth = { JWT: "x.y.z", JWTExpiry: new Date(expiry).toISOString() };
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return (
          (!isTokenValid(auth, later) || isTokenValid(auth, earlier)) &&
          (!isStoredAuthKept(auth, later) || isStoredAuthKept(auth, earlier))
        );
      }),
    );
  });
  it("a valid token is always a kept one", () => {
    fc.assert(
      fc.property(instant, instant, (expiry, now) => {
        const auth = { JWT: "x.y.z", JWTExpiry: new Date(expiry).toISOString() };
        return !isTokenValid(auth, now) || isStoredAuthKept(auth, now);
      }),
    );
  });
});
