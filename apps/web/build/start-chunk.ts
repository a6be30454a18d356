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
