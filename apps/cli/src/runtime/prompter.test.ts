import { confirm, password } from "@inquirer/prompts";
import { render } from "@inquirer/testing";
import { describe, expect, it } from "vitest";
import { makePrompter, type PromptFunctions } from "./prompter";

describe("makePrompter", () => {
  it("loads the prompts only when first asked, and once", async () => {
    let loads = 0;
    const prompter = makePrompter(async () => {
      loads += 1;
      return { input: async () => "ops@waea.nz", password: async () => "pw", confirm: async () => true };
    });
    expect(loads).toBe(0);
    expect(await prompter.input("E-mail address:")).toBe("ops@waea.nz");
    expect(await prompter.confirm("Sure?")).toBe(true);
    expect(loads).toBe(1);
  });

  it("masks the password and defaults confirmations to no (with @inquirer/testing)", async () => {
    const screens: string[] = [];
    const functions: PromptFunctions = {
      input: async () => "",
      password: async (config) => {
        const { answer, events, getScreen } = await render(password, config);
        events.type("Kaitiaki");
        screens.push(getScreen());
        events.keypress("enter");
        return answer;
      },
      confirm: async (config) => {
        const { answer, events, getScreen } = await render(confirm, config);
        screens.push(getScreen());
        events.keypress("enter");
        return answer;
      },
    };
    const prompter = makePrompter(async () => functions);
    expect(await prompter.password("Password:")).toBe("Kaitiaki");
    expect(await prompter.confirm("Save the SIM settings?")).toBe(false);
    expect(screens[0]).toContain("********");
    expect(screens[0]).not.toContain("Kaitiaki");
    expect(screens[1]).toContain("Save the SIM settings? (y/N)");
  });
});
