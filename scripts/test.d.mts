// Types of test.mjs's exports, for tests/tooling/test-order.test.ts.
export declare const OTHER_LANE: ReadonlyArray<string>;
export declare const OTHER_LANE_TASKS: ReadonlyArray<string>;
export declare const runQueue: (
  ids: ReadonlyArray<string>,
  slots: number,
  run: (id: string) => Promise<number>,
) => { readonly done: Promise<number[]>; readonly widen: (slots: number) => void };
