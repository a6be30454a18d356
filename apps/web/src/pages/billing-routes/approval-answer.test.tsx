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

const approvals = () => Object.values(api().store.world.billingRoutes.approvals);
const membersRequest = () => {
  const member = accountOf(api(), "member@waea.test");
  const request = approvals().find(
    (approval) => approval.CustomerUUID === member && approval.Status === "REQUEST",
  );
  if (request === undefined) throw new Error("no request of member@ in the demo world");
  return { member, request };
};
const routesPaidBy = (uuid: string) =>
  Object.values(api().store.world.billingRoutes.routes).filter((route) => route.DebitAccount.UUID === uuid);

// The approve answers are in billing-routes-page.test.tsx; these are the declines, in the list and by the link.
describe("answering an invite or request (BR-04): declining, in the list and by its link", () => {
  it("payer@ rejects member@'s request in the list: its terms form is not sent, and nothing is opened", async () => {
    const { member, request } = membersRequest();
    const app = await open("payer@waea.test");
    const waiting = await screen.findByRole("region", { name: "Waiting for your answer" });
    await app.user.click(within(waiting).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Declined.")).toBeTruthy();
    expect(api().store.world.billingRoutes.approvals[request.UUID]?.Status).toBe("REJECTED");
    expect(routesPaidBy(member)).toEqual([]);
  }, 30_000);

  it("payer@ declines member@'s request by its link and is back on the billing routes", async () => {
    const { member, request } = membersRequest();
    const app = await open(
      "payer@waea.test",
      `/profile/balance/billing-methods/accept/${request.ApprovalCode}`,
    );
    await app.user.click(await screen.findByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Declined.")).toBeTruthy();
    expect(currentPath(app)).toBe("/billing-routes");
    expect(api().store.world.billingRoutes.approvals[request.UUID]?.Status).toBe("REJECTED");
    expect(routesPaidBy(member)).toEqual([]);
  }, 30_000);

  it("an answer refused by its link (answered meanwhile) says so beside the buttons, which can be used again", async () => {
    const { request } = membersRequest();
    const path = `/profile/balance/billing-methods/accept/${request.ApprovalCode}`;
    const app = await open("payer@waea.test", path);
    const decline = await screen.findByRole("button", { name: "Decline" });
    api().store.world.billingRoutes.approvals[request.UUID] = { ...request, Status: "APPROVED" };
    api().store.changed();
    await app.user.click(decline);
    // The link's code no longer points at a pending invite (spec 03: 'no_invite' if none matches).
    expect((await screen.findByRole("alert")).textContent).toBe("No invite matches this link");
    expect(currentPath(app)).toBe(path);
    for (const name of ["Accept", "Decline"]) {
      const button = screen.getByRole("button", { name });
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.getAttribute("aria-busy")).toBeNull();
    }
  }, 30_000);
});
