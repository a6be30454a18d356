/**
 * The dependency direction of the hexagon: apps -> adapters -> domain.
 * The domain imports only effect; adapters never import apps; apps never import each other.
 * Run by `npm run depcheck` (part of `npm test`); tests/depcheck proves it fails on a bad import.
 */
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
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-relative-imports-into-packages",
      severity: "error",
      comment: "Use a package's subpath exports (@waea/domain/money), not relative paths into its folder.",
      from: { path: "^(apps|tests)/" },
      to: { path: "^packages/", dependencyTypes: ["local"], dependencyTypesNot: ["aliased-workspace"] },
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
