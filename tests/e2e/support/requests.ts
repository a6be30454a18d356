import { expect, type Page } from "@playwright/test";

/** The operator API calls the page makes (anything under /api/), as "METHOD path". */
export const recordApiCalls = (page: Page): { readonly calls: string[] } => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return { calls };
};

/**
 * Runs a form action that must be refused on the page: it sends nothing to the operator API. The refusal's
 * messages are awaited by the caller's `expect` inside `act`, so the check runs after the page has answered. The
 * page's own reads are done first (nothing in main is busy): a read that started once the recording had, on a page
 * just opened, was taken for the form's (a clean clone's run of the shipping details).
 */
export const expectNoApiCall = async (page: Page, act: () => Promise<void>): Promise<void> => {
  await expect(page.locator("main [aria-busy='true']"), "the page's own reads done").toHaveCount(0);
  const recorder = recordApiCalls(page);
  await act();
  expect(recorder.calls, "requests sent for a refused form").toEqual([]);
};
