import * as Effect from "effect/Effect";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { MINUTE, START, authData, clientFor } from "../client/test-support";
import { makeHttpBillingRoutesApi } from "./billing-routes-http";
import { makeHttpGroupsApi } from "./groups-http";

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (respond: (request: SeenRequest) => TestReply) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const approval = {
  UUID: "a-1",
  ApprovalType: "GROUP_INVITE",
  RequestedTo: "pita@example.nz",
  ExpiresAtNanos: 1,
  SPID: 67,
  Status: "APPROVED",
};
const group = { UUID: "g-1", CustomerUUID: "c-1", CreatedAtNanos: 1, Members: [{ CustomerUUID: "c-1" }] };

const operator = (request: SeenRequest): TestReply => {
  if (request.url.startsWith("/api/v2/67/customer_group_info/"))
    return { body: { CustomerGroupInfos: [group] } };
  if (request.url.startsWith("/api/v3/67/customer/approval/customer/"))
    return { body: { Invites: [], Approvals: [approval] } };
  if (request.url.startsWith("/api/v3/67/customer/approval")) return { body: approval };
  if (request.url.startsWith("/api/customers/c-1/billing-routes/requests"))
    return { body: { Invites: [], Approvals: [] } };
  return { status: 404, body: { err_message: "Object not found" } };
};

const signedIn = async () => {
  const server = await serve(operator);
  const { client } = await clientFor(server.baseUrl, { auth: authData("a.jwt.token", START + 60 * MINUTE) });
  return { server, client };
};

describe("the GroupsApi over HTTP", () => {
  it("sends group invites through the approval service, and an answer drops the cached group info", async () => {
    const { server, client } = await signedIn();
    const groups = makeHttpGroupsApi(client);
    const body = {
      SPID: 67,
      CustomerUUID: "c-1",
      RequestedTo: "pita@example.nz",
      Description: "",
      ExpiresAtNanos: 1,
      ApprovalType: "GROUP_INVITE" as const,
      ResourceUUID: "g-1",
    };
    await Effect.runPromise(groups.sendGroupInvite(body));
    await Effect.runPromise(groups.invitesApprovals("c-1"));
    await Effect.runPromise(groups.customerGroupInfo("c-1"));
    await Effect.runPromise(groups.customerGroupInfo("c-1"));
    await Effect.runPromise(groups.answerGroupInvite({ Action: "APPROVE", ApprovalUUID: "a-1" }));
    await Effect.runPromise(groups.customerGroupInfo("c-1"));
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/v3/67/customer/approval/invite",
      "GET /api/v3/67/customer/approval/customer/c-1/invites_approvals",
      "GET /api/v2/67/customer_group_info/c-1",
      "POST /api/v3/67/customer/approval/action",
      "GET /api/v2/67/customer_group_info/c-1",
    ]);
  });
});

describe("the BillingRoutesApi over HTTP", () => {
  it("sends the ApprovalCode only when there is one, and the approval list's customer in the query", async () => {
    const { server, client } = await signedIn();
    const routes = makeHttpBillingRoutesApi(client);
    await Effect.runPromise(routes.listRequests("c-1"));
    await Effect.runPromise(routes.listRequests("c-1", "AP-1234ABCD"));
    await Effect.runPromise(Effect.either(routes.listApprovals("c-1")));
    expect(server.seen.map((r) => r.url)).toEqual([
      "/api/customers/c-1/billing-routes/requests",
      "/api/customers/c-1/billing-routes/requests?ApprovalCode=AP-1234ABCD",
      "/api/v3/67/customer/approval?CustomerUUID=c-1",
    ]);
  });
});
