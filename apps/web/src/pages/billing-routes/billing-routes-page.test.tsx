import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (email: string, path = "/billing-routes") => {
  const storage = await returningVisitor(api(), email);
  return renderApp(api(), path, { storage });
};

const routeCard = async (name: string) =>
  (await screen.findByRole("heading", { level: 2, name })).closest("li") ?? document.body;

describe("billing routes page (BR-01..04, issue #17's meter and history)", () => {
  it("BR-02: payer@ sees Keri's route with what is left this cycle, its history and an edit link; the paid-for child@ reads it without one", async () => {
    await open("payer@waea.test");
    const card = await routeCard("Keri's mobile");
    expect(within(card).getByRole("meter").getAttribute("aria-valuetext")).toBe("$32.50 of $50.00 left");
    const history = await within(card).findByRole("table", { name: "History of Keri's mobile" });
    // The card's "History" heading titles the table; its caption (the route's name) is for screen readers only.
    expect(within(card).getByRole("heading", { level: 3, name: "History" })).toBeTruthy();
    expect(history.querySelector("caption")?.className).toBe("visually-hidden");
    expect(history.textContent).toContain("Keri Anderson spent on a top-up, charged to Ruth Anderson");
    expect(history.textContent).toContain("$17.50");
    expect(history.textContent).toContain("Ruth Anderson opened the route with a limit of $50.00");
    expect(within(card).getByRole("link", { name: "Edit Keri's mobile" })).toBeTruthy();
    // member@'s request waits for payer@'s answer, with the time left of its hour.
    const waiting = screen.getByRole("region", { name: "Waiting for your answer" });
    expect(within(waiting).getByText("50 min left")).toBeTruthy();
    // child@'s request for Keri's mobile was answered 40 days ago: it waits for nothing.
    expect(within(waiting).getAllByRole("listitem")).toHaveLength(1);
    expect(within(waiting).queryByText("Keri's mobile")).toBeNull();
    expect(within(waiting).queryByText("Approved")).toBeNull();
  }, 30_000);

  it("BR-04: once member@'s request is past its hour, nothing waits for payer@'s answer", async () => {
    api().clock.advance(51 * 60_000);
    await open("payer@waea.test");
    await routeCard("Keri's mobile");
    expect(screen.queryByRole("region", { name: "Waiting for your answer" })).toBeNull();
  }, 30_000);

  it("child@ tops up $15 through the route: the meter and the history show it; $20 more is refused with the operator's words", async () => {
    const app = await open("child@waea.test");
    const card = await routeCard("Keri's mobile");
    expect(within(card).queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(within(card).getByText("Paid by")).toBeTruthy();
    const amount = within(card).getByLabelText("Top up through this route");
    await app.user.type(amount, "15");
    await app.user.click(within(card).getByRole("button", { name: "Top up" }));
    expect(await screen.findByText("Topped up $15.00 through the route.")).toBeTruthy();
    const after = await routeCard("Keri's mobile");
    expect((await within(after).findByRole("meter")).getAttribute("aria-valuetext")).toBe(
      "$17.50 of $50.00 left",
    );
    const rows = await within(after).findAllByText(
      "Keri Anderson spent on a top-up, charged to Ruth Anderson",
    );
    expect(rows).toHaveLength(2);
    await app.user.type(within(after).getByLabelText("Top up through this route"), "20");
    await app.user.click(within(after).getByRole("button", { name: "Top up" }));
    expect((await within(after).findByRole("alert")).textContent).toContain("Spend limit is over");
  }, 40_000);

  it("BR-04: nocard@ opens the link of payer@'s invite to Nana, sees the time left, accepts, and the token is used up", async () => {
    const world = api().store.world;
    const nana = Object.values(world.billingRoutes.approvals).find(
      (approval) => approval.RequestedTo === "nana.anderson@example.co.nz",
    );
    const app = await open(
      "nocard@waea.test",
      `/profile/balance/billing-methods/accept/${nana?.ApprovalCode}`,
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Ruth Anderson offers to pay for your mobile" }),
    ).toBeTruthy();
    expect(screen.getByText("40 min left")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Approved. The billing route is open.")).toBeTruthy();
    expect(currentPath(app)).toBe("/billing-routes");
    const nocard = accountOf(api(), "nocard@waea.test");
    expect(
      Object.values(api().store.world.billingRoutes.routes).some(
        (route) => route.DebitAccount.UUID === nocard,
      ),
    ).toBe(true);
  }, 30_000);

  it("BR-04: payer@ approves member@'s request by its link with the spend settings chosen there, as in the list", async () => {
    const member = accountOf(api(), "member@waea.test");
    const request = Object.values(api().store.world.billingRoutes.approvals).find(
      (approval) => approval.CustomerUUID === member && approval.Status === "REQUEST",
    );
    const app = await open(
      "payer@waea.test",
      `/profile/balance/billing-methods/accept/${request?.ApprovalCode}`,
    );
    const name = await screen.findByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("Could you cover Pita's mobile this month?");
    await app.user.clear(name);
    await app.user.type(name, "Pita's mobile");
    await app.user.type(screen.getByLabelText("Spend cycle (days)"), "28");
    await app.user.type(screen.getByLabelText("Number of cycles"), "3");
    await app.user.type(screen.getByLabelText("Spend limit per cycle, in dollars"), "25");
    await app.user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Approved. The billing route is open.")).toBeTruthy();
    expect(
      Object.values(api().store.world.billingRoutes.routes).filter(
        (route) => route.DebitAccount.UUID === member,
      ),
    ).toEqual([
      expect.objectContaining({
        Name: "Pita's mobile",
        SpendCycle: 28,
        SpendCycleCount: 3,
        SpendLimit: 2500,
      }),
    ]);
  }, 40_000);

  it("BR-04: a link past its hour shows the invite as expired with no way to accept", async () => {
    const world = api().store.world;
    const nana = Object.values(world.billingRoutes.approvals).find(
      (approval) => approval.RequestedTo === "nana.anderson@example.co.nz",
    );
    api().clock.advance(61 * 60_000);
    await open("nocard@waea.test", `/profile/balance/billing-methods/accept/${nana?.ApprovalCode}`);
    expect((await screen.findByRole("alert")).textContent).toBe("This invite or request has expired");
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  }, 30_000);

  it("BR-02: a $20.50 limit set by the operator shows as 20.50 in payer@'s edit form and stays $20.50 when only the name changes", async () => {
    // A limit with cents cannot be typed in the portal (a new limit is whole dollars): the operator set it.
    const world = api().store.world.billingRoutes;
    const [uuid, stored] =
      Object.entries(world.routes).find(([, route]) => route.Name === "Keri's mobile") ?? [];
    if (uuid === undefined || stored === undefined)
      throw new Error("no Keri's mobile route in the demo world");
    world.routes[uuid] = { ...stored, SpendLimit: 2050 };
    api().store.changed();
    const app = await open("payer@waea.test", `/profile/balance/billing-methods/edit/${uuid}`);
    const limit = await screen.findByLabelText("Spend limit per cycle, in dollars");
    expect((limit as HTMLInputElement).value).toBe("20.50");
    expect(screen.getByText("Now $20.50. A new limit is in whole dollars.")).toBeTruthy();
    const name = screen.getByLabelText("Name");
    await app.user.clear(name);
    await app.user.type(name, "Keri's phone");
    await app.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Keri's phone was saved.")).toBeTruthy();
    expect(api().store.world.billingRoutes.routes[uuid]).toMatchObject({
      Name: "Keri's phone",
      SpendLimit: 2050,
    });
  }, 40_000);

  it("BR-04: payer@ approves member@'s request with the spend settings chosen in it; a cycle left empty is refused first and opens nothing", async () => {
    const app = await open("payer@waea.test");
    const waiting = await screen.findByRole("region", { name: "Waiting for your answer" });
    const member = accountOf(api(), "member@waea.test");
    const memberRoutes = () =>
      Object.values(api().store.world.billingRoutes.routes).filter(
        (route) => route.DebitAccount.UUID === member,
      );
    const name = within(waiting).getByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("Could you cover Pita's mobile this month?");
    await app.user.clear(name);
    await app.user.type(name, "Pita's mobile");
    await app.user.type(within(waiting).getByLabelText("Spend limit per cycle, in dollars"), "25");
    await app.user.click(within(waiting).getByRole("button", { name: "Approve" }));
    expect((await within(waiting).findByRole("alert")).textContent).toContain(
      "Spend cycle format is invalid",
    );
    expect(memberRoutes()).toEqual([]);
    await app.user.type(within(waiting).getByLabelText("Spend cycle (days)"), "28");
    await app.user.type(within(waiting).getByLabelText("Number of cycles"), "3");
    await app.user.click(within(waiting).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved. The billing route is open.")).toBeTruthy();
    expect(memberRoutes()).toEqual([
      expect.objectContaining({
        Name: "Pita's mobile",
        SpendCycle: 28,
        SpendCycleCount: 3,
        SpendLimit: 2500,
        RemainingSpendLimit: 2500,
      }),
    ]);
  }, 40_000);
});
