// The order of `npm test`'s other lane (scripts/test.mjs): its turbo tasks, longest first, so the long ones do not
// start last and leave one slot running alone at the end. One turbo run per task keeps turbo's cache and summary.

/**
 * Each task of the other lane with its wall time on the last clean clone before this order (4c58702, seconds;
 * docs/testing.md, "sixth round"). tests/tooling/test-order.test.ts fails when a task turbo would run is missing here.
 */
export const OTHER_LANE = [
  ["@waea/web#test", 182],
  ["@waea/tests#test", 165],
  ["@waea/fake-api#test", 129],
  ["//#lint", 122],
  ["@waea/tests#test:fuzz", 111],
  ["@waea/cli#test", 68],
  ["//#typecheck", 52],
  ["@waea/domain#test", 48],
  ["//#depcheck", 33],
  ["@waea/adapters#test", 28],
];

/** The turbo tasks (`turbo run <these>`) the other lane stands for. */
export const OTHER_LANE_TASKS = ["typecheck", "lint", "depcheck", "test", "test:fuzz"];

/** Task ids, longest first. */
export const longestFirst = (lane) => [...lane].sort((a, b) => b[1] - a[1]).map(([id]) => id);

/**
 * Runs `run(id)` (a promise of its exit code) for each id in order, `slots` at a time; `widen(n)` allows n at a time
 * from then on (the browser lane's slot, once it has ended). `done` resolves with every exit code once all have
 * ended; a failure does not stop the others.
 */
export const runQueue = (ids, slots, run) => {
  const queue = [...ids];
  const codes = [];
  let allowed = slots;
  let running = 0;
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));
  const pump = () => {
    while (running < allowed && queue.length > 0) {
      const id = queue.shift();
      running += 1;
      run(id).then((code) => {
        codes.push(code);
        running -= 1;
        pump();
      });
    }
    if (running === 0 && queue.length === 0) finish(codes);
  };
  pump();
  return {
    done,
    widen: (n) => {
      allowed = Math.max(allowed, n);
      pump();
    },
  };
};
