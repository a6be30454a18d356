import { expect } from "vitest";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/**
 * The customer answers the simulated instalment provider's page (Approve or Decline) as the browser posts its form;
 * the return address is on the provider's own host, which it allows.
 */
export const answerProvider = async (
  api: InProcessFakeApi,
  clientSecret: string,
  decision: "approve" | "decline",
): Promise<void> => {
  const reply = await api.fetch(`${api.baseUrl}/instalment-provider`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_secret: clientSecret,
      return_url: "http://localhost/afterpay-return",
      decision,
    }).toString(),
    redirect: "manual",
  });
  expect(reply.status).toBe(303);
};
