import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type RunningFakeApi } from "./start";

// Over a real socket: the headers are set where the server takes the request, before the routes, the static files
// and the hot replies that skip Fastify (Fastify's inject would not pass through there).
let running: RunningFakeApi;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), "waea-web-"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>waea</title><main><h1>waea</h1></main>");
  running = await startFakeApi({
    port: 0,
    seed: 67,
    frozenClockAt: Date.parse("2026-11-21T10:00:00Z"),
    webDist: web,
    log: () => undefined,
  });
});
afterAll(async () => {
  await running.close();
});

const get = (path: string, token?: string) =>
  fetch(
    `${running.origin}${path}`,
    token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
  );

const signIn = async (email: string) => {
  const reply = await fetch(`${running.baseUrl}/v2/67/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      IdentityProvider: "LOCAL",
      AuthID: email,
      AuthCode: "Waea-Demo-2026",
      SPID: 67,
      IncludeRoles: true,
    }),
  });
  if (reply.status !== 200) throw new Error(`sign-in of ${email}: ${reply.status} ${await reply.text()}`);
  return { reply, auth: (await reply.json()) as { JWT: string; AuthResponse: { CustomerUUID: string } } };
};

const expectCommon = (reply: Response) => {
  expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
};

/** The portal: itself and the providers the spec loads, no plugins, no <base>, never framed. */
const expectPortalPolicy = (reply: Response) => {
  const csp = reply.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com /);
  expect(csp).not.toContain("unsafe-inline");
  expectCommon(reply);
};

/** An API reply: a policy that allows nothing, never framed, never stored. */
const expectApiPolicy = (reply: Response) => {
  const csp = reply.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(reply.headers.get("cache-control")).toBe("no-store");
  expectCommon(reply);
};

describe("security headers on every reply", () => {
  it("the portal's HTML and its single-page fallback: the CSP, nosniff and the referrer policy", async () => {
    for (const path of ["/", "/profile/balance"]) {
      const page = await get(path);
      expect(page.headers.get("content-type")).toContain("text/html");
      expectPortalPolicy(page);
    }
  });

  it("API replies, the sign-in reply, a PDF and an error allow nothing, are never framed and never stored", async () => {
    const { reply: signedIn, auth } = await signIn("postpay@waea.test");
    expectApiPolicy(signedIn);
    const uuid = auth.AuthResponse.CustomerUUID;
    const invoices = await get(`/api/v3/customer/${uuid}/invoices?PageSize=1&PageNumber=1`, auth.JWT);
    const number = ((await invoices.json()) as { Invoices: { Number: string }[] }).Invoices[0]?.Number ?? "";
    const pdf = await get(`/api/customer/${uuid}/invoice/${number}/pdf`, auth.JWT);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    for (const reply of [invoices, pdf, await get("/api/nowhere"), await get("/api/health")]) {
      expectApiPolicy(reply);
    }
  });

  it("a repeated pure read answered by the hot path carries them as well", async () => {
    const { auth } = await signIn("prepay@waea.test");
    const path = `/api/v3/customer/${auth.AuthResponse.CustomerUUID}/invoices?PageSize=1&PageNumber=1`;
    await get(path, auth.JWT);
    const again = await get(path, auth.JWT);
    expect(again.status).toBe(200);
    expectApiPolicy(again);
  });
});
