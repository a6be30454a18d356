import type { EntryReach } from "./entry-reach";

/** The start chunk's own module: the dynamic import main.tsx makes (its file stays, named in the manifest). */
const BOOT_LIVE = /[\\/]src[\\/]app[\\/]boot-live\.ts$/;

/**
 * The pages painted before the runtime whose JavaScript stays light (the home and sign-in pages: at most 120 KiB
 * before interaction): a module that one of them loads is not put in the start chunk, or the page would load all of
 * it. The forgot-password and forgot-email pages are not among them: their forms run the session's use cases over
 * the API, so they load most of the start chunk anyway.
 */
const LIGHT_PAGES = /[\\/]src[\\/]pages[\\/](home|legal|sign-in|sign-up|not-found)[\\/][^\\/]+-page\.tsx$/;

const INDEX = /[\\/]index\.html$/;

/** The module main.tsx imports to evaluate the start chunk's first file. */
const STAGE_EFFECT = /[\\/]src[\\/]app[\\/]boot-stage-effect\.ts$/;

/**
 * The modules main.tsx imports one after the other, a task apart, to evaluate the start chunk's two files: the
 * first import preloads the files of both (preload-lists.ts, startPreload).
 */
export const START_MODULES: readonly [RegExp, RegExp] = [STAGE_EFFECT, BOOT_LIVE];
const EFFECT = /[\\/]node_modules[\\/]effect[\\/]/;

/**
 * What goes into the start chunk (boot-live: effect's runtime, the session restore, the API layer) as one file:
 * every module the runtime's start loads that neither the first chunk (index) nor a light page loads. Split by the
 * bundler by which pages share each piece, it came as 41 files: the same code compressed piece by piece, 10 KiB more.
 */
export const inStartChunk = (reach: EntryReach, id: string): boolean => {
  const entries = [...(reach.get(id) ?? [])];
  return (
    !BOOT_LIVE.test(id) &&
    entries.some((entry) => BOOT_LIVE.test(entry)) &&
    !entries.some((entry) => INDEX.test(entry) || LIGHT_PAGES.test(entry))
  );
};

/**
 * What the start chunk shares with the light pages (effect's Either and Function, the form validation rules the
 * sign-in page checks): neither in the start chunk nor the first chunk, the bundler split it by which pages load
 * each piece, an Either chunk of 4.9 KiB and a validation chunk of 1.1 KiB compressed apart. As one chunk they
 * compress together; a light page that loads a part of it loads the rest (a few KiB, well under its 120).
 */
export const sharedWithLightPages = (reach: EntryReach, id: string): boolean => {
  const entries = [...(reach.get(id) ?? [])];
  return (
    !BOOT_LIVE.test(id) &&
    !id.endsWith(".json") &&
    entries.some((entry) => BOOT_LIVE.test(entry)) &&
    entries.some((entry) => LIGHT_PAGES.test(entry)) &&
    !entries.some((entry) => INDEX.test(entry))
  );
};

/** The start chunk's two files, in the order main.tsx evaluates them, a task apart. */
export const START_PARTS = ["boot-effect", "boot-live"] as const;
export type StartPart = (typeof START_PARTS)[number];

/**
 * Which of the start chunk's two files a module goes in: effect, its runtime and Schema (boot-effect), or the rest
 * (boot-live: the API layer and its contracts' schemas, the session). Evaluated as one file, the start chunk was one
 * task of 80 to 100 ms on this machine (four times that on Lighthouse's phone); main.tsx evaluates the two a task
 * apart, about 30 and 45 ms. Not three files (effect's Schema apart): Schema itself takes 6 ms to evaluate, the
 * schemas built with it are in boot-live, and each file more costs a KiB of compression. Undefined for a module
 * outside the start chunk.
 */
export const startChunkPart = (reach: EntryReach, id: string): StartPart | undefined => {
  if (STAGE_EFFECT.test(id)) return "boot-effect";
  // boot-live.ts itself with its part: a file of its own (0.2 KiB) cost more to compress apart.
  if (BOOT_LIVE.test(id)) return "boot-live";
  if (!inStartChunk(reach, id)) return undefined;
  return EFFECT.test(id) ? "boot-effect" : "boot-live";
};
