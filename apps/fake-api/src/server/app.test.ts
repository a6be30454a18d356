import { brotliCompressSync } from "node:zlib";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openTestApi, useTestApi } from "../handlers/session-test-support";

const api = useTestApi();

describe("the fake API server", () => {
  it("answers health, and 404 with err_message for an unknown path or another SPID", async () => {
    const { call } = api();
    expect((await call({ method: "GET", url: "/api/health" })).json()).toEqual({ Status: "ok", Seed: 67 });
    const unknown = await call({ method: "GET", url: "/api/nowhere?token=abc" });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ err_message: "unknown path: GET /api/nowhere" });
    expect((await call({ method: "POST", url: "/api/v2/68/auth", payload: {} })).status).toBe(404);
  });

  it("refuses bodies that are not JSON (400) and bodies over 1 MB (413)", async () => {
    const { call } = api();
    const post = (payload: string, type = "application/json") =>
      call({ method: "POST", url: "/api/v2/67/auth", payload, headers: { "content-type": type } });
    const broken = await post("{ nope");
    expect(broken.status).toBe(400);
    expect(broken.json().err_message).toMatch(/^the body must be JSON/);
    expect((await post("hello", "text/plain")).status).toBe(400);
    expect((await post("")).status).toBe(400);
    expect((await post(JSON.stringify({ x: "y".repeat(1_100_000) }))).status).toBe(413);
    const wrong = await post(JSON.stringify({ IdentityProvider: "LOCAL", SPID: 67 }));
    expect(wrong.status).toBe(400);
    expect(wrong.json().err_message).toMatch(/^body\.AuthID: /);
  });

  it("401s a signed-in call without a good token; 403s another login's account", async () => {
    const { call, signIn } = api();
    const url = (uuid: string) => `/api/customers/${uuid}/billing-cycle`;
    expect((await call({ method: "GET", url: url("x") })).json()).toEqual({ err_message: "No auth token" });
    expect((await call({ method: "GET", url: url("x") }, "forged.token.here")).status).toBe(401);
    const postpay = await signIn("postpay@waea.test");
    const prepay = await signIn("prepay@waea.test");
    const mine = postpay.AuthResponse?.CustomerUUID ?? "";
    expect((await call({ method: "GET", url: url(mine) }, postpay.JWT)).status).toBe(200);
    expect((await call({ method: "GET", url: url(mine) }, prepay.JWT)).status).toBe(403);
  });

  it("hands out a renewed token in headers once the token has under 30 minutes left, then 401s it after expiry", async () => {
    const { call, signIn, clock } = api();
    const auth = await signIn("postpay@waea.test");
    const url = `/api/customers/${auth.AuthResponse?.CustomerUUID}/billing-cycle`;
    expect((await call({ method: "GET", url }, auth.JWT)).headers["x-refreshed-token"]).toBeUndefined();
    clock.advance(40 * 60_000);
    const renewed = await call({ method: "GET", url }, auth.JWT);
    const fresh = String(renewed.headers["x-refreshed-token"]);
    expect(fresh).not.toBe(auth.JWT);
    expect(Date.parse(String(renewed.headers["x-refreshed-token-expiry"]))).toBe(
      Date.parse("2026-11-21T11:40:00Z"),
    );
    clock.advance(25 * 60_000);
    expect((await call({ method: "GET", url }, auth.JWT)).json()).toEqual({ err_message: "token expired" });
    expect((await call({ method: "GET", url }, fresh)).status).toBe(200);
  });

  it("answers CORS only for configured origins, and exposes the renewed-token headers to them", async () => {
    const configured = await openTestApi({ corsOrigins: ["http://localhost:5173"] });
    const preflight = (origin: string) =>
      configured.call({
        method: "OPTIONS",
        url: "/api/v2/67/auth",
        headers: { origin, "access-control-request-method": "POST" },
      });
    const allowed = await preflight("http://localhost:5173");
    expect(allowed.status).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(String(allowed.headers["access-control-allow-headers"])).toContain("authorization");
    const health = (origin: string) =>
      configured.call({ method: "GET", url: "/api/health", headers: { origin } });
    expect(
      String((await health("http://localhost:5173")).headers["access-control-expose-headers"]),
    ).toContain("x-refreshed-token");
    // Any other Origin, `null` included, is not echoed: the browser keeps the reply from that page.
    for (const origin of ["http://evil.test", "null", "http://localhost:5174"]) {
      const refused = await preflight(origin);
      expect(refused.status).toBe(403);
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
      expect((await health(origin)).headers["access-control-allow-origin"]).toBeUndefined();
    }
    // Unconfigured (the default): the portal is same-origin, so no origin is allowed.
    const { call } = api();
    const none = await call({
      method: "GET",
      url: "/api/health",
      headers: { origin: "http://localhost:5173" },
    });
    expect(none.headers["access-control-allow-origin"]).toBeUndefined();
    await configured.close();
  });

  it("serves the web app with a single-page fallback, or says it is not built", async () => {
    const missing = await openTestApi({ webDist: join(tmpdir(), "no-such-web-dist") });
    const root = await missing.call({ method: "GET", url: "/" });
    expect(root.status).toBe(200);
    expect(root.body).toContain("not built yet");
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>waea</title>");
    writeFileSync(join(dist, "assets", "app.js"), "console.log(1)");
    await missing.close();
    const built = await openTestApi({ webDist: dist });
    expect((await built.call({ method: "GET", url: "/assets/app.js" })).body).toBe("console.log(1)");
    const deep = await built.call({ method: "GET", url: "/profile/account/invoices/INV-1001" });
    expect(deep.status).toBe(200);
    expect(deep.body).toContain("<title>waea</title>");
    expect((await built.call({ method: "GET", url: "/api/missing" })).status).toBe(404);
    await built.close();
  });

  it("lets browsers keep the build's hashed files for a year, and asks them to check the HTML and other files each time", async () => {
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>waea</title>");
    writeFileSync(join(dist, "assets", "index-BY_WONML.js"), "console.log(1)");
    writeFileSync(join(dist, "assets", "index-BY_WONML.js.br"), brotliCompressSync("console.log(1)"));
    writeFileSync(join(dist, "assets", "app.js"), "console.log(2)");
    writeFileSync(join(dist, "robots.txt"), "User-agent: *");
    const built = await openTestApi({ webDist: dist });
    const cacheOf = async (url: string, headers: Record<string, string> = {}) => {
      const reply = await built.call({ method: "GET", url, headers });
      expect(reply.status).toBe(200);
      return reply.headers["cache-control"];
    };
    expect(await cacheOf("/assets/index-BY_WONML.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheOf("/assets/index-BY_WONML.js", { "accept-encoding": "br" })).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(await cacheOf("/assets/app.js")).toBe("public, max-age=0");
    expect(await cacheOf("/robots.txt")).toBe("public, max-age=0");
    expect(await cacheOf("/")).toBe("public, max-age=0");
    expect(await cacheOf("/profile/account")).toBe("public, max-age=0");
    await built.close();
  });

  it("answers 404 for a missing file and for a path that is no page of the portal, 200 for every page (APP-02)", async () => {
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>waea</title>");
    writeFileSync(join(dist, "assets", "app.js"), "console.log(1)");
    const built = await openTestApi({ webDist: dist });
    const get = (url: string) => built.call({ method: "GET", url });
    for (const url of ["/assets/missing-123.js", "/assets/app.css", "/favicon-missing.png"]) {
      const missing = await get(url);
      expect([url, missing.status]).toEqual([url, 404]);
      expect(missing.body).not.toContain("<title>waea</title>");
    }
    for (const url of ["/no/such/page", "/profile/nowhere", "/link/nowhere", "/nowhere?language=mi-NZ"]) {
      const unknown = await get(url);
      expect([url, unknown.status]).toEqual([url, 404]);
      expect(unknown.headers["content-type"]).toContain("text/html");
      // The app itself, which shows its not-found page there.
      expect(unknown.body).toContain("<title>waea</title>");
    }
    for (const url of [
      "/",
      "/sign-in?redirect=%2Fprofile",
      "/profile/account",
      "/profile/account/",
      "/profile/account/invoices/INV-1001",
      "/link/invoices",
      "/eshop",
      "/help",
    ]) {
      const page = await get(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.body).toContain("<title>waea</title>");
    }
    // A form sent before the app hydrated (method="post"): back to the page by GET, nothing of the body kept.
    const early = await built.call({
      method: "POST",
      url: "/sign-in?redirect=%2Fprofile",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "password=Waea-Demo-2026",
    });
    expect([early.status, early.headers["location"]]).toEqual([303, "/sign-in?redirect=%2Fprofile"]);
    expect(early.body).toBe("");
    const elsewhere = await built.call({ method: "POST", url: "/no/such/page", payload: {} });
    expect(elsewhere.status).toBe(404);
    await built.close();
  });

  it("serves a public page prerendered in the language of ?language=, else of the language cookie, with its <html lang> (APP-03, APP-08)", async () => {
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>waea</title>");
    const pages = { "/": "home", "/sign-in": "sign-in" };
    for (const language of ["en", "mi-NZ"]) {
      mkdirSync(join(dist, "prerendered", language), { recursive: true });
      for (const name of ["home", "sign-in", "not-found", "shell"])
        writeFileSync(
          join(dist, "prerendered", language, `${name}.html`),
          `<!doctype html><html lang="${language}"><title>${name}</title>`,
        );
    }
    writeFileSync(
      join(dist, "prerendered", "pages.json"),
      JSON.stringify({
        languages: ["en", "mi-NZ"],
        defaultLanguage: "en",
        pages,
        notFound: "not-found",
        shell: "shell",
      }),
    );
    const built = await openTestApi({ webDist: dist });
    const get = (url: string, cookie?: string) =>
      built.call({ method: "GET", url, ...(cookie === undefined ? {} : { headers: { cookie } }) });
    const served = async (url: string, cookie?: string) => {
      const reply = await get(url, cookie);
      return [
        reply.status,
        reply.body
          .match(/lang="([^"]+)"><title>([^<]+)/)
          ?.slice(1)
          .join(" "),
      ];
    };
    expect(await served("/")).toEqual([200, "en home"]);
    expect(await served("/sign-in?language=mi-NZ")).toEqual([200, "mi-NZ sign-in"]);
    expect(await served("/sign-in", "a=b; waea-lang=mi-NZ")).toEqual([200, "mi-NZ sign-in"]);
    expect(await served("/sign-in?language=en", "waea-lang=mi-NZ")).toEqual([200, "en sign-in"]);
    expect(await served("/sign-in?language=fr")).toEqual([200, "en sign-in"]);
    // Unknown paths: the not-found page, 404; pages without a prerendered file, or other query values: the bare app.
    expect(await served("/no/such/page?language=mi-NZ")).toEqual([404, "mi-NZ not-found"]);
    expect(await served("/profile/account", "waea-lang=mi-NZ")).toEqual([200, "mi-NZ shell"]);
    expect(await served("/sign-in?redirect=%2Fprofile")).toEqual([200, "en shell"]);
    expect((await get("/sign-in")).headers["vary"]).toContain("Cookie");
    // The files themselves are not addressable.
    expect((await get("/prerendered/en/home.html")).status).toBe(404);
    expect((await get("/prerendered/pages.json")).status).toBe(404);
    await built.close();
  });

  it("serves the build's non-production pages with --non-production, the production ones otherwise (one build, two settings)", async () => {
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>waea</title>");
    for (const [folder, profile] of [
      ["prerendered", "production"],
      [join("prerendered", "non-production"), "non-production"],
    ] as const)
      for (const language of ["en", "mi-NZ"]) {
        mkdirSync(join(dist, folder, language), { recursive: true });
        for (const name of ["home", "not-found", "shell"])
          writeFileSync(
            join(dist, folder, language, `${name}.html`),
            `<title>${profile} ${language} ${name}</title>`,
          );
      }
    const index = {
      languages: ["en", "mi-NZ"],
      defaultLanguage: "en",
      pages: { "/": "home" },
      notFound: "not-found",
    };
    writeFileSync(
      join(dist, "prerendered", "pages.json"),
      JSON.stringify({ ...index, shell: "shell", nonProduction: "non-production" }),
    );
    const title = async (app: Awaited<ReturnType<typeof openTestApi>>, url: string) => {
      const reply = await app.call({ method: "GET", url });
      return `${reply.status} ${reply.body.match(/<title>([^<]+)/)?.[1] ?? ""}`;
    };
    const production = await openTestApi({ webDist: dist });
    const demo = await openTestApi({ webDist: dist, nonProduction: true });
    expect(await title(production, "/")).toBe("200 production en home");
    expect(await title(demo, "/?language=mi-NZ")).toBe("200 non-production mi-NZ home");
    expect(await title(demo, "/recharge")).toBe("200 non-production en shell");
    // A flag-gated route the production settings leave off (GST-03): the app shows not-found, so the server says 404.
    expect(await title(production, "/recharge")).toBe("404 production en not-found");
    expect(await title(production, "/pay-bill")).toBe("404 production en not-found");
    // A route hidden in production (mobile security) is a page only with the non-production settings.
    expect(await title(production, "/profile/mobile/security/basic")).toBe("404 production en not-found");
    expect(await title(demo, "/profile/mobile/security/basic")).toBe("200 non-production en shell");
    await production.close();
    await demo.close();
  });

  it("serves the non-production settings over a build without prerendered pages with --non-production", async () => {
    const dist = mkdtempSync(join(tmpdir(), "waea-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><title>waea</title></head></html>");
    const production = await openTestApi({ webDist: dist });
    const demo = await openTestApi({ webDist: dist, nonProduction: true });
    const meta = '<meta name="waea-settings" content="non-production" />';
    for (const url of ["/", "/recharge", "/profile/account"]) {
      const page = await demo.call({ method: "GET", url });
      expect([url, page.status, page.body.includes(meta)]).toEqual([url, 200, true]);
    }
    const plain = await production.call({ method: "GET", url: "/" });
    expect([plain.status, plain.body.includes("waea-settings")]).toEqual([200, false]);
    expect((await production.call({ method: "GET", url: "/recharge" })).status).toBe(404);
    await production.close();
    await demo.close();
  });

  it("opens the control doors only when asked", async () => {
    const { call, store } = api();
    const digest = (await call({ method: "GET", url: "/api/__control/digest" })).json().Digest;
    expect(digest).toBe(store.digest());
    const moved = await call({
      method: "POST",
      url: "/api/__control/clock",
      payload: { AdvanceMillis: 1000 },
    });
    expect(moved.json()).toMatchObject({ NowMillis: Date.parse("2026-11-21T10:00:01Z"), Frozen: true });
    expect(
      (await call({ method: "POST", url: "/api/__control/clock", payload: { AdvanceMillis: -1 } })).status,
    ).toBe(400);
    const payments = await call({
      method: "POST",
      url: "/api/__control/payments",
      payload: { FailureRate: 0.5, PendingAddonReplies: 3 },
    });
    expect(payments.json()).toEqual({ DelayMillis: 0, FailureRate: 0.5, PendingAddonReplies: 3 });
    expect(
      (await call({ method: "POST", url: "/api/__control/payments", payload: { FailureRate: 2 } })).status,
    ).toBe(400);
    expect((await call({ method: "POST", url: "/api/__control/reset", payload: {} })).json().Digest).toBe(
      digest,
    );
  });

  it("restores the payment delay, failure rate and pending replies the server started with on a reset", async () => {
    const { call } = api();
    const started = (await call({ method: "GET", url: "/api/__control/payments" })).json();
    await call({
      method: "POST",
      url: "/api/__control/payments",
      payload: { DelayMillis: 5000, FailureRate: 1, PendingAddonReplies: 2 },
    });
    await call({ method: "POST", url: "/api/__control/reset", payload: {} });
    expect((await call({ method: "GET", url: "/api/__control/payments" })).json()).toEqual(started);
  });
});
