import type { Run } from "../runtime/run-types";

/** What a command factory calls with the options it parsed. */
export type Handle<O> = (options: O) => Promise<void>;

/** Joins a command's run function to the program: the program decides how runs are executed and shown. */
export type Wire = <O, D>(run: Run<O, D>) => Handle<O>;
