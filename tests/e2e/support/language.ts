import { expect, type Page } from "@playwright/test";

/**
 * Switches the page on screen to another language with the header's language switch (APP-03), as a visitor does:
 * no reload, no new sign-in. Waits for <html lang> to follow. The choice is remembered, so the next pages open in it.
 */
export const switchLanguage = async (page: Page, language: "en" | "mi-NZ"): Promise<void> => {
  await page
    .getByRole("banner")
    .getByLabel(/^(Language|Reo)$/)
    .selectOption(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
};
