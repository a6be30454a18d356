import type { Plugin } from "vite";

/** How long a chunk's modules may evaluate in one task, in milliseconds (app/yielding-scheduler.ts's SLICE_MS). */
export const EVALUATION_SLICE_MS = 5;

/** The global the sliced chunks call between modules: short, for it is written at every check. */
export const SLICE_GLOBAL = "__ws";

/**
 * Set at the top of the first sliced chunk (the others import it, so it is evaluated first): the time the current
 * slice began, and `__ws()`, which gives nothing while the slice lasts and, once it is spent, a promise that
 * resolves in a task of its own (a MessageChannel message: no timer clamp), where a new slice begins. A global, so
 * that it is written once: it is in every signed-in start.
 */
const PRELUDE =
  `let __waeaSliceStart = performance.now();\n` +
  `globalThis.${SLICE_GLOBAL} = () => performance.now() - __waeaSliceStart > ${EVALUATION_SLICE_MS}\n` +
  `  ? new Promise((resolve) => {\n` +
  `  const channel = new MessageChannel();\n` +
  `  channel.port1.onmessage = () => { __waeaSliceStart = performance.now(); resolve(); };\n` +
  `  channel.port2.postMessage(0);\n` +
  `  }) : 0;\n`;

const CHECK = `\nawait ${SLICE_GLOBAL}();\n`;

/**
 * How much rendered code (before minification) goes between two checks: about a millisecond and a half of evaluation
 * here, 44 checks in the two start files, about 0.2 KiB gzip on every signed-in page (every 4,000 characters: 58
 * checks, 34 bytes more, which the cart's budget did not have; a check after every module: 0.6 KiB).
 */
export const CHECK_EVERY_BYTES = 6000;

/**
 * A chunk whose top-level code, module after module, stops where a slice is spent and goes on in the next task (a
 * top-level await between two modules' code, put in after bundling: in the sources one made the bundler split the
 * graph otherwise): its evaluation, one task of 16 to 56 ms on the start's files in Lighthouse's traces, becomes
 * tasks of about EVALUATION_SLICE_MS. `modules` are the modules' code as the bundler rendered them, in the chunk's
 * order; a check goes after a module once `everyBytes` of them have gone by since the last. Undefined where a
 * module's code cannot be found in the chunk as one piece (nothing is changed then).
 */
export const sliceEvaluation = (
  code: string,
  modules: ReadonlyArray<string>,
  first: boolean,
  everyBytes: number = CHECK_EVERY_BYTES,
): string | undefined => {
  let sliced = "";
  let at = 0;
  let since = 0;
  for (const module of modules) {
    if (module.trim() === "") continue;
    const start = code.indexOf(module, at);
    if (start < 0) return undefined;
    const end = start + module.length;
    since += module.length;
    if (since < everyBytes) continue;
    sliced += code.slice(at, end) + CHECK;
    at = end;
    since = 0;
  }
  return (first ? PRELUDE : "") + sliced + code.slice(at);
};

/**
 * The chunks named (the start's two files, the first imported by the others) evaluated in slices. A chunk whose
 * sliced code does not parse (a module rendered inside a wrapper function, where an await cannot go) is left as it
 * was, with a warning. The two files' source maps (analysis builds only) do not follow the inserted lines.
 */
export const slicedEvaluation = (names: ReadonlyArray<string>): Plugin => ({
  name: "waea-sliced-evaluation",
  apply: "build",
  renderChunk(code, chunk) {
    if (!names.includes(chunk.name)) return null;
    const modules = Object.values(chunk.modules).map((module) => module.code ?? "");
    const sliced = sliceEvaluation(code, modules, chunk.name === names[0]);
    if (sliced === undefined) {
      this.warn(`${chunk.fileName}: a module's code is not in the chunk as one piece; evaluated in one task`);
      return null;
    }
    try {
      this.parse(sliced);
    } catch (error) {
      this.warn(`${chunk.fileName}: sliced, it does not parse (${String(error)}); evaluated in one task`);
      return null;
    }
    return { code: sliced, map: null };
  },
});
