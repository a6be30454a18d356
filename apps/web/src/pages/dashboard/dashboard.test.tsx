import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "../../components/near-viewport/intersection-observer-fake";
import { accountsOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** A demo login back on a page, signed in on an earlier visit. */
const openAs = async (login: string, path: string, options: { readonly fetch?: typeof fetch } = {}) => {
  const storage = await returningVisitor(api(), login);
  return renderApp(api(), path, { storage, ...options });
};

const section = (name: string) => within(screen.getByRole("region", { name }));

// The plan-fit hint shows once it comes near the viewport: the tests scroll to it as a visitor would.
let viewport = fakeIntersectionObserver();
beforeEach(() => {
  viewport = fakeIntersectionObserver();
  vi.stubGlobal("IntersectionObserver", viewport.IntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const FIT_TITLE = "Is your plan the right fit?";

/** Scrolls to the plan-fit hint (below a phone's first screen), which then loads; its region. */
const scrollToFit = async () => {
  const region = await screen.findByRole("region", { name: FIT_TITLE });
  // Async, so React runs the hint's effects (its load) before the test reads on: a sync act left them pending.
  await act(async () => viewport.bringIntoView(region));
  return within(region);
};

/** The names of the quick actions on the dashboard. */
const actions = () =>
  within(screen.getByRole("navigation", { name: "Quick actions" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("my-app-home and the mobile dashboard (PLAN-01, USE-01)", () => {
  it("PLAN-01: prepay@ sees plan and add-ons, balance with its expiry, meters with carry-over, each as of the read", async () => {
    await openAs("prepay@waea.test", "/profile/my-app-home");
    expect(await screen.findByRole("heading", { name: "Home", level: 1 })).toBeTruthy();
    expect(screen.getByText("Kia ora, Aroha Ngata")).toBeTruthy();
    await screen.findByRole("region", { name: "Your plan" });
    expect(section("Your plan").getByText("Kōrero 8GB")).toBeTruthy();
    expect(section("Your plan").getByText("Data 5GB")).toBeTruthy();
    // The MSISDN as people read it (the domain's mobileNumberText): 64 becomes 0, in groups.
    expect(section("Your plan").getByText(/^Mobile number 02\d \d{3} \d{3,4}$/)).toBeTruthy();
    expect(section("Balance").getByText("Prepay balance")).toBeTruthy();
    expect(section("Balance").getByText(/^Credit expires on/)).toBeTruthy();
    expect(section("Balance").getByText(/^\$\d+\.\d\d$/)).toBeTruthy();
    const usage = section("What you have left");
    // Data: the plan's and the add-on's 13GB, and 1.5GB carried over, counted in what is left (USE-01).
    const data = usage.getByRole("meter", { name: "Data" });
    expect(data.getAttribute("aria-valuetext")).toMatch(/^[\d.]+ GB of 14\.50 GB left$/);
    expect(usage.getByText(/^Includes 1\.50 GB carried over/)).toBeTruthy();
    expect(usage.getByRole("meter", { name: "Minutes" }).getAttribute("aria-valuetext")).toBe("Unlimited");
    // The frozen world clock reads 11 pm in Auckland: each figure says when it was read.
    expect(section("Balance").getByText("as of 11:00 pm")).toBeTruthy();
    expect(usage.getAllByText(/as of 11:00 pm/)).toHaveLength(3);
    expect(actions()).toEqual(["Top up", "Buy an add-on", "Change plan", "SIM actions"]);
  });

  it("reads the balance and usage beside the fresh product list, not after it: a round trip less", async () => {
    const events: string[] = [];
    let productReads = 0;
    const network: typeof fetch = async (input, init) => {
      const path = new URL(new Request(input, init).url).pathname;
      const name = path.endsWith("/mobile_products")
        ? `products ${++productReads}`
        : path.endsWith("/balance")
          ? "balance"
          : path.endsWith("/usage-balances")
            ? "usage"
            : undefined;
      if (name !== undefined) events.push(`sent ${name}`);
      const response = await api().fetch(input, init);
      // The dashboard's own read of the products (the session's restore read them first) comes back late.
      if (name === "products 2") await new Promise((resolve) => setTimeout(resolve, 50));
      if (name !== undefined) events.push(`got ${name}`);
      return response;
    };
    await openAs("prepay@waea.test", "/profile/mobile", { fetch: network });
    await screen.findByRole("region", { name: "Balance" });
    expect(section("Balance").getByText("Prepay balance")).toBeTruthy();
    const dashboardReads = events.slice(events.indexOf("sent products 2"));
    expect(dashboardReads.indexOf("sent balance")).toBeLessThan(dashboardReads.indexOf("got products 2"));
    expect(dashboardReads.indexOf("sent usage")).toBeLessThan(dashboardReads.indexOf("got products 2"));
    // Read once each: the product had not changed since the shell read it.
    expect(events.filter((event) => event === "sent balance")).toHaveLength(1);
  });

  it("a product changed since the shell read it (billed another way) has its figures read again, as it is now", async () => {
    let productReads = 0;
    // The session's restore is told the prepay product is postpay: the dashboard's fresh read says prepay.
    const network: typeof fetch = async (input, init) => {
      const path = new URL(new Request(input, init).url).pathname;
      const response = await api().fetch(input, init);
      if (!path.endsWith("/mobile_products") || ++productReads > 1) return response;
      const body = (await response.text()).replaceAll(
        /"BillingReference":"prepay/gi,
        '"BillingReference":"postpay',
      );
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const view = await openAs("prepay@waea.test", "/profile/mobile", { fetch: network });
    await screen.findByRole("region", { name: "Balance" });
    expect(section("Balance").getByText("Prepay balance")).toBeTruthy();
    expect(section("Balance").getByText(/^Credit expires on/)).toBeTruthy();
    expect(view.requests.filter(({ path }) => path.endsWith("/balance")).length).toBeGreaterThan(0);
  });

  it("the plan-fit hint: prepay@ went past Kōrero 8GB; Kōrero Unlimited would have covered it, for more", async () => {
    await openAs("prepay@waea.test", "/profile/mobile");
    expect(await screen.findByRole("heading", { name: "Your mobile", level: 1 })).toBeTruthy();
    const fit = await scrollToFit();
    expect(
      await fit.findByText(
        "Your plan did not cover it all. Kōrero Unlimited would have, for $26.79 more over 30 days.",
      ),
    ).toBeTruthy();
    expect(
      fit.getByText(/^In the last 30 days you used [\d.]+ GB of data, \d+ mins and \d+ texts\.$/),
    ).toBeTruthy();
    expect(fit.getByRole("link", { name: "See all plans" }).getAttribute("href")).toBe(
      "/profile/mobile/all-plans",
    );
  });

  it("the plan-fit hint waits below the first screen: its plans are read once it is scrolled to, in its place", async () => {
    const paths: string[] = [];
    await openAs("prepay@waea.test", "/profile/mobile", {
      fetch: (input, init) => {
        // The URL without a Request made of the input (that would use up a Request's body before it is sent).
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        paths.push(new URL(url, "http://localhost").pathname);
        return api().fetch(input, init);
      },
    });
    await screen.findByRole("meter", { name: "Data" });
    const region = screen.getByRole("region", { name: FIT_TITLE });
    // Its placeholder: the loading state's lines (so nothing moves when it loads), not busy, as nothing loads yet.
    expect(within(region).queryByRole("status")).toBeNull();
    expect(region.querySelector('[aria-hidden="true"] [aria-hidden="true"]')).not.toBeNull();
    const planReads = () => paths.filter((path) => /mobile_plans|catalog/.test(path));
    expect(planReads()).toEqual([]);
    const fit = await scrollToFit();
    expect(await fit.findByText(/Kōrero Unlimited would have/)).toBeTruthy();
    expect(planReads()).not.toEqual([]);
  });

  it("PLAN-01: postpay@ sees what is owed and the billing period, pays the bill (no top-up), and would save on 15GB", async () => {
    await openAs("postpay@waea.test", "/mobile-app-dashboard");
    await screen.findByRole("region", { name: "Balance" });
    expect(section("Balance").getByText("Owed on your postpay account")).toBeTruthy();
    expect(section("Balance").getByText(/^Billing period:/)).toBeTruthy();
    expect(section("Balance").getByText("Next bill")).toBeTruthy();
    expect(actions()).toEqual(["Pay bill", "Buy an add-on", "Change plan", "SIM actions"]);
    expect(
      await (
        await scrollToFit()
      ).findByText("Postpay Essential 15GB would have covered it and saved you $20.00 over 30 days."),
    ).toBeTruthy();
  });

  it("PLAN-01: payg@ sees the PAYG plan and a prepay balance, and can top up", async () => {
    await openAs("payg@waea.test", "/profile/mobile");
    await screen.findByRole("region", { name: "Your plan" });
    expect(section("Your plan").getByText("PAYG Everyday")).toBeTruthy();
    expect(section("Balance").getByText("Prepay balance")).toBeTruthy();
    expect(actions()).toContain("Top up");
    expect(actions()).not.toContain("Pay bill");
  });

  it("noplan@ (no add-ons) is sent to choose a plan, by the route's own guard", async () => {
    const app = await openAs("noplan@waea.test", "/profile/my-app-home");
    await waitFor(() => expect(currentPath(app)).toMatch(/^\/no-plans-page/));
    expect(await screen.findByRole("link", { name: "Choose a plan" })).toBeTruthy();
  });

  it("a product not yet activated has no plan: the dashboard's empty state offers to choose one", async () => {
    await openAs("new@waea.test", "/profile/my-app-home");
    expect(await screen.findByRole("heading", { name: "You don't have a plan yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a plan" })).toBeTruthy();
  });

  it("says the dashboard could not load, and loads it on Try again", async () => {
    let down = true;
    const failing = unreachableFor(api().fetch, "payments.prepayBalance");
    await openAs("prepay@waea.test", "/profile/mobile", {
      fetch: (input, init) => (down ? failing(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "We couldn't load your dashboard" })).toBeTruthy();
    down = false;
    await screen.findByRole("button", { name: "Try again" }).then((button) => button.click());
    expect(await screen.findByRole("region", { name: "Balance" })).toBeTruthy();
  });

  it("usage that cannot be read says so in place, with a retry; the rest of the dashboard stands", async () => {
    await openAs("prepay@waea.test", "/profile/mobile", {
      fetch: unreachableFor(api().fetch, "usage.balances"),
    });
    const usage = within(await screen.findByRole("region", { name: "What you have left" }));
    expect(usage.getByText("We can't get usage right now")).toBeTruthy();
    expect(usage.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(section("Balance").getByText("Prepay balance")).toBeTruthy();
  });

  it("multi@ sees the dashboard of the account chosen", async () => {
    const app = await openAs("multi@waea.test", "/profile/my-app-home");
    await app.user.click(
      await screen.findByRole("button", { name: "Use the account of Rangi Smith Whānau" }),
    );
    await screen.findByRole("region", { name: "Balance" });
    const whanau = accountsOf(api(), "multi@waea.test")[1];
    expect(app.state.account.value.status === "ready" && app.state.account.value.uuid).toBe(whanau);
    expect(section("Balance").getByText("Owed on your postpay account")).toBeTruthy();
  });
});

describe("the broadband home", () => {
  it("fwa@ sees the fixed wireless summary: plan, bill and the broadband pages, no mobile quick actions", async () => {
    await openAs("fwa@waea.test", "/profile/my-app-home");
    const card = within(await screen.findByRole("region", { name: "Fixed wireless broadband" }));
    expect(await card.findByText("Owed on your postpay account")).toBeTruthy();
    expect(card.getByText("Wireless Broadband Unlimited")).toBeTruthy();
    expect(card.getByRole("link", { name: "Your broadband service" }).getAttribute("href")).toBe(
      "/profile/broadband/fwa",
    );
    expect(card.getByRole("link", { name: "Broadband usage" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Quick actions" })).toBeNull();
  });

  it("USE-01: fwa@'s summary shows its data meter: the unlimited fixed wireless plan, as of its read", async () => {
    await openAs("fwa@waea.test", "/profile/my-app-home");
    const card = within(await screen.findByRole("region", { name: "Fixed wireless broadband" }));
    const meter = await card.findByRole("meter", { name: "Data" });
    expect(meter.getAttribute("aria-valuetext")).toBe("Unlimited");
    expect(meter.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("fibre@ sees the fibre plan (name, speeds, monthly price), the service id and the bill", async () => {
    await openAs("fibre@waea.test", "/profile/my-app-home");
    const card = within(await screen.findByRole("region", { name: "Fibre broadband" }));
    expect(await card.findByText("Fibre 300 300/100")).toBeTruthy();
    expect(card.getByText("300 Mbps down / 100 Mbps up")).toBeTruthy();
    expect(card.getByText("Monthly price").nextElementSibling?.textContent).toBe("$79.00");
    expect(card.getByText(/^Service ID ONT\d{9}$/)).toBeTruthy();
    expect(card.getByText("Owed on your postpay account")).toBeTruthy();
    expect(card.getByText("Next bill")).toBeTruthy();
    expect(card.getByRole("link", { name: "Broadband security" }).getAttribute("href")).toBe(
      "/profile/broadband/security",
    );
  });

  it("fibre@'s summary reads in te reo Māori", async () => {
    await openAs("fibre@waea.test", "/profile/my-app-home?language=mi-NZ");
    const card = within(await screen.findByRole("region", { name: "Ipurangi aunui muka" }));
    expect(await card.findByText("300 Mbps ki raro / 100 Mbps ki runga")).toBeTruthy();
    expect(card.getByText("Utu ia marama")).toBeTruthy();
  });

  it("fibre@ (fibre only, PRO-08) opens on the broadband tab's fibre summary", async () => {
    const app = await openAs("fibre@waea.test", "/profile/my-app-home");
    await waitFor(() => expect(currentPath(app)).toBe("/profile/broadband"));
    const card = within(await screen.findByRole("region", { name: "Fibre broadband" }));
    expect(card.getByRole("link", { name: "Your broadband service" }).getAttribute("href")).toBe(
      "/profile/broadband/ufb",
    );
    // The header's My account goes straight to the broadband tab, where the guards would send it.
    expect(screen.getByRole("link", { name: "My account" }).getAttribute("href")).toBe("/profile/broadband");
  });
});

describe("the way home", () => {
  it("/profile opens my-app-home, and the header's My account leads there", async () => {
    const app = await openAs("prepay@waea.test", "/profile");
    await waitFor(() => expect(currentPath(app)).toBe("/profile/my-app-home"));
    app.location.navigate("/about");
    const myAccount = await screen.findByRole("link", { name: "My account" });
    expect(myAccount.getAttribute("href")).toBe("/profile/my-app-home");
  });

  it("reads in te reo Māori", async () => {
    await openAs("prepay@waea.test", "/profile/my-app-home?language=mi-NZ");
    expect(await screen.findByRole("heading", { name: "Kāinga", level: 1 })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Tō mahere" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Ngā mahi tere" })).toBeTruthy();
  });
});
