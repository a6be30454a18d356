/** How the start runs a step: main.tsx, the first location (first-location.ts), the early read (early-read.ts). */
export type Step = (run: () => void) => void;

/** In a task of its own (a zero timeout): the task that queued it ends first. */
export const inTaskOfItsOwn: Step = (run) => void setTimeout(run, 0);

/** Settles in a task of its own (inTaskOfItsOwn): what follows it does not lengthen the current task. */
export const aTaskLater = (): Promise<void> => new Promise((resolve) => inTaskOfItsOwn(resolve));

/** At once, in the current task. */
export const atOnce: Step = (run) => run();

/**
 * How the start's steps after the stored hints run (the texts asked for; the runtime and the first page's chunk; the
 * mount). With something stored the first page waits for the runtime anyway, so each runs in a task of its own and
 * none is long: in one, with react-dom's evaluation, they were a task of about 35 ms on the signed-in dashboard
 * (docs/architecture.md, fifteenth round). A visitor with nothing stored has them at once.
 */
export const startStep = (runtimeFirst: boolean): Step => (runtimeFirst ? inTaskOfItsOwn : atOnce);
