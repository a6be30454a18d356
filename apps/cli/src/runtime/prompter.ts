// Prompts on a terminal. @inquirer/prompts is imported lazily: a top-level import costs every start 0.15-0.2 s.
// Prompts write to stderr so stdout keeps only the command's output.

export interface Prompter {
  readonly input: (message: string) => Promise<string>;
  readonly password: (message: string) => Promise<string>;
  readonly confirm: (message: string) => Promise<boolean>;
}

/** The three prompt functions of @inquirer/prompts this CLI uses, with the config it passes. */
export interface PromptFunctions {
  readonly input: (config: { readonly message: string; readonly required: boolean }) => Promise<string>;
  readonly password: (config: { readonly message: string; readonly mask: string }) => Promise<string>;
  readonly confirm: (config: { readonly message: string; readonly default: boolean }) => Promise<boolean>;
}

const loadInquirer = async (): Promise<PromptFunctions> => {
  const inquirer = await import("@inquirer/prompts");
  const context = { output: process.stderr };
  return {
    input: (config) => inquirer.input(config, context),
    password: (config) => inquirer.password(config, context),
    confirm: (config) => inquirer.confirm(config, context),
  };
};

/** A prompter over @inquirer/prompts, loaded on the first prompt; tests pass their own loader. */
export const makePrompter = (load: () => Promise<PromptFunctions> = loadInquirer): Prompter => {
  let loaded: Promise<PromptFunctions> | undefined;
  const prompts = () => (loaded ??= load());
  return {
    input: async (message) => (await prompts()).input({ message, required: true }),
    password: async (message) => (await prompts()).password({ message, mask: "*" }),
    confirm: async (message) => (await prompts()).confirm({ message, default: false }),
  };
};
