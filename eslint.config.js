// One lint config for the whole monorepo. `npm run lint` runs it per package through turbo.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-types/**",
      "**/coverage/**",
      "**/.turbo/**",
      "**/node_modules/**",
      "**/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    // TypeScript's noUnusedLocals and noUnusedParameters (tsconfig.base.json) report unused names in every .ts and
    // .tsx file, and `npm run typecheck` checks them all: the lint rule (13-16 % of lint's time) stays only for the
    // JavaScript files the type check does not read (scripts/*.mjs, the build scripts, the configs). The type check
    // reports an unused parameter before a used one too (prefix it with `_`).
    files: ["**/*.{ts,tsx,mts,cts}"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    // The web portal runs in the browser: DOM globals, JSX, and the rules of hooks (React 19 and its compiler rules).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    // Tests and their helpers keep the rules of hooks but not the React Compiler's rules: the compiler's analysis is
    // most of lint's time, and test code is never compiled for the browser (docs/testing.md, "Habits").
    files: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**/*.{ts,tsx}"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat["recommended-latest"].rules)
        .filter((rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule))
        .map((rule) => [rule, "off"]),
    ),
  },
  {
    // The domain is pure: no platform globals, no wall-clock time, no randomness in rules.
    files: ["packages/domain/src/**/*.ts"],
    ignores: ["packages/domain/src/**/*.test.ts"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "process", message: "The domain reads no environment; settings come in as a value." },
        { name: "window", message: "The domain is framework-free." },
        { name: "document", message: "The domain is framework-free." },
        { name: "localStorage", message: "Use the Storage port." },
        { name: "fetch", message: "Use an API port." },
        { name: "console", message: "The domain does not log." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Time comes from Effect's Clock (Clock.currentTimeMillis) or an argument.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Time comes from Effect's Clock (Clock.currentTimeMillis) or an argument.",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "Randomness comes in through a port.",
        },
      ],
    },
  },
);
