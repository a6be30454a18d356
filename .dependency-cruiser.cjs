/**
 * The dependency direction of the hexagon: apps -> adapters -> domain.
 * The domain imports only effect; adapters never import apps; apps never import each other.
 * Run by `npm run depcheck` (part of `npm test`); tests/depcheck proves it fails on a bad import.
 */
/** Test code of an app: its `*.test.ts(x)` files and its test-support folders. */
const APP_TEST_CODE = "\\.test\\.tsx?$|^apps/[^/]+/src/(test|testing)/";

/** The shells' composition roots: the only app files that name the API port tags. */
const SHELL_ROOTS =
  "^apps/web/src/app/(services|live-layer)\\.ts$|^apps/cli/src/runtime/(services|run-types)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Cycles make modules impossible to reason about one at a time.",
      from: { pathNot: "node_modules" },
      to: { circular: true },
    },
    {
      name: "domain-imports-only-effect",
      severity: "error",
      comment: "packages/domain is framework-free: its only npm dependency is effect, and it never does I/O.",
      from: { path: "^packages/domain/src", pathNot: "\\.test\\.ts$" },
      to: {
        dependencyTypesNot: ["local", "type-only"],
        pathNot: ["^packages/domain/src", "node_modules/effect/"],
      },
    },
    {
      name: "domain-tests-only-effect-and-test-tools",
      severity: "error",
      from: { path: "^packages/domain/src.*\\.test\\.ts$" },
      to: {
        pathNot: ["^packages/domain/src", "node_modules/(effect|fast-check|vitest|@vitest)/"],
      },
    },
    {
      name: "domain-never-imports-outwards",
      severity: "error",
      from: { path: "^packages/domain" },
      to: { path: "^(packages/adapters|apps)/" },
    },
    {
      name: "adapters-never-import-apps",
      severity: "error",
      from: { path: "^packages/adapters" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-never-import-each-other",
      severity: "error",
      comment: "An app's own code never reaches into another app.",
      from: { path: "^apps/([^/]+)/", pathNot: APP_TEST_CODE },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "app-tests-reach-the-fake-api-only-in-process",
      severity: "error",
      comment:
        "The tests of the web app and the CLI run against the one simulator of the operator, the fake API, through its " +
        "in-process entry (@waea/fake-api/in-process); nothing else of another app.",
      from: { path: "^apps/([^/]+)/", pathNot: "^apps/fake-api/" },
      to: { path: "^apps/", pathNot: ["^apps/$1/", "^apps/fake-api/src/in-process/"] },
    },
    {
      name: "shells-call-use-cases-not-ports",
      severity: "error",
      comment:
        "Pages, page components, commands and a shell's session code run the domain's use cases and read its view " +
        "rules; they never name an API port tag (@waea/domain/<context>/api). Only each shell's composition root " +
        "wires the ports to their adapters.",
      from: { path: "^apps/(web|cli)/src/", pathNot: [APP_TEST_CODE, SHELL_ROOTS] },
      to: { path: "^packages/domain/src/[^/]+/api/" },
    },
    {
      name: "no-relative-imports-into-packages",
      severity: "error",
      comment: "Use a package's subpath exports (@waea/domain/money), not relative paths into its folder.",
      from: { path: "^(apps|tests)/" },
      to: {
        path: "^packages/",
        dependencyTypes: ["local"],
        dependencyTypesNot: ["aliased-workspace", "aliased-tsconfig-paths"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Build outputs of our own packages (not node_modules, whose code lives under dist/ too).
    exclude: { path: "^(packages|apps)/[^/]+/(dist|dist-types|coverage|\\.turbo)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      mainFields: ["module", "main"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    combinedDependencies: true,
  },
};
