import { describe, expect, it } from "vitest";
import { openFakeApi } from "../in-process/open-fake-api";
import { worldMark } from "./world-mark-test-support";

describe("worldMark (test support)", () => {
  it("sees a change anywhere in the world, and none where the digest sees none", async () => {
    const api = await openFakeApi();
    try {
      const untouched = worldMark(api.store);
      expect(untouched()).toBe(true);

      const login = Object.values(api.store.world.core.logins)[0];
      if (login === undefined) throw new Error("the demo world has no login");
      const digest = api.store.digest();
      const changed = worldMark(api.store);
      Object.assign(login, { AuthID: `${login.AuthID}.changed` });
      expect(changed()).toBe(false);
      expect(api.store.digest()).not.toBe(digest);

      await api.reset();
      // The kept replies of Idempotency-Keys are the server's bookkeeping: the digest leaves them out, so does the mark.
      const kept = worldMark(api.store);
      const before = api.store.digest();
      Object.assign(api.store.world.idempotency.replies, {
        "test-key": { Fingerprint: "GET /", AtMillis: 0 },
      });
      expect(kept()).toBe(true);
      expect(api.store.digest()).toBe(before);
    } finally {
      await api.close();
    }
  });
});
