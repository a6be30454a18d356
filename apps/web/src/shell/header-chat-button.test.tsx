import { screen, within } from "@testing-library/react";
import { loadNamespace } from "@waea/adapters/i18n";
import { describe, expect, it } from "vitest";
import type { NamespaceLoader } from "../i18n/i18n";
import { currentPath, renderApp, withPortal } from "../test/render-app";

const api = withPortal();

describe("the header's chat button (APP-10)", () => {
  it("shows with the shell's texts: a page that does not show help loads no help texts; it opens the chat", async () => {
    const loaded: string[] = [];
    const namespaceLoader: NamespaceLoader = (language, namespace) => {
      loaded.push(namespace);
      return loadNamespace(language, namespace);
    };
    const app = await renderApp(api(), "/about?tab=1", { namespaceLoader });
    const header = await screen.findByRole("banner", {}, { timeout: 10_000 });
    const button = within(header).getByRole("button", { name: "Chat" });
    expect(loaded).not.toContain("help");
    await app.user.click(button);
    expect(currentPath(app)).toBe("/about?tab=1&chat=open");
  }, 30_000);
});
