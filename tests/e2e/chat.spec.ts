import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

test.describe("chat (APP-10)", () => {
  test("APP-10: /link/chat opens prepay@'s chat (support login), greeted by name; the agent types, answers with a help link, and the conversation is still there after the page loads again", async ({
    page,
  }) => {
    await openSignedIn(page, "prepay@waea.test", "/link/chat");
    await expect(page).toHaveURL(/chat=open$/);
    const chat = page.getByRole("dialog", { name: "Chat with us" });
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText(/Kia ora \S+! Ask me anything about your account, plans or bills\./);

    await chat.getByLabel("Your message").fill("Roaming in Australia");
    await chat.getByRole("button", { name: "Send" }).click();
    await expect(log).toContainText("Roaming in Australia");
    await expect(chat.getByRole("status")).toHaveText("Support is typing…");
    // The agent answers 1.5 s later on the operator's clock: move it on rather than wait.
    await page.request.post("/api/__control/clock", { data: { AdvanceMillis: 2_000 } });
    await expect(log).toContainText("These help articles should answer that:");
    await expect(chat.getByRole("status")).toHaveText("");
    await expectAccessible(page);

    await log.getByRole("link", { name: "Roaming in Australia" }).click();
    await expect(heading(page)).toHaveText("Roaming in Australia");
    await expect(page).toHaveURL(/\/help\/category\/1003\/2008\/3024\?chat=open$/);
    await page.reload();
    await expect(log).toContainText("These help articles should answer that:");
    await expect(log.getByRole("paragraph").filter({ hasText: "Roaming in Australia" })).toBeVisible();
    await chat.getByRole("button", { name: "Close" }).click();
    await expect(chat).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\/category\/1003\/2008\/3024$/);

    // In Māori the same conversation speaks te reo: the greeting and the agent's answer are the app's words.
    await switchLanguage(page, "mi-NZ");
    await page.getByRole("banner").getByRole("button", { name: "Kōrero", exact: true }).click();
    const korero = page.getByRole("dialog", { name: "Kōrero mai ki a mātou" });
    const korerorero = korero.getByRole("log", { name: "Kōrerorero" });
    await expect(korerorero).toContainText(
      /Kia ora \S+! Pātai mai i tētahi mea mō tō pūkete, ō mahere, ō pire rānei\./,
    );
    await expect(korerorero).toContainText("Mā ēnei tuhinga āwhina tēnā e whakautu:");
    await expect(korero.getByRole("button", { name: "Tukua" })).toBeVisible();
    await expectAccessible(page);
  });
});
