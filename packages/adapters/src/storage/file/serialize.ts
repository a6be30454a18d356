const queues = new Map<string, Promise<void>>();

/**
 * Runs tasks for the same key one after another, across every store in this process, so two stores writing the same
 * file never lose each other's keys (each write reads the file afresh inside its turn).
 */
export const serialize = <A>(key: string, task: () => Promise<A>): Promise<A> => {
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(task);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
};
