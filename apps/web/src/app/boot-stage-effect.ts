/**
 * The start chunk's first file (build/start-chunk.ts, boot-effect): main.tsx imports this module to have effect
 * (its runtime and Schema) evaluated in a task of its own, before the session and API code. It re-exports one
 * function of each only so that the imports are kept (a bare `import "effect/Effect"` of a package without side
 * effects is dropped); nothing imports them from here.
 */
export { succeed } from "effect/Effect";
export { empty } from "effect/Layer";
export { Unknown } from "effect/Schema";
