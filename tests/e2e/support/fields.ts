import type { Page } from "@playwright/test";

/** The messages shown beside the field with this label (the list its aria-describedby points at). */
export const messagesOf = (page: Page, label: string) =>
  page.locator(".field", { has: page.getByLabel(label, { exact: true }) }).locator(".field-errors li");
