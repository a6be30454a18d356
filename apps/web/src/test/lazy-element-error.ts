import { configure, getConfig } from "@testing-library/react";

const LAZY = Symbol.for("waea.test.lazy-element-error");

/**
 * A query that finds nothing (or too much) throws an error that prints the whole document, and `findBy…`/`waitFor`
 * query again every 50 ms and at every change of the DOM until they match: on a page of the whole app, printing the
 * document at each miss was a quarter of a page test's CPU. With this, the document is printed when the message is
 * first read: by waitFor at its timeout (the error it fails with is its last miss) or by vitest when the test fails,
 * both while the document is still there. Misses that a later query makes good are never printed. Once per worker
 * (setup files run again for each test file, and the suites run without isolation).
 */
export const printElementErrorsWhenRead = (): void => {
  const printed = getConfig().getElementError;
  if (Reflect.has(printed, LAZY)) return;
  const getElementError = (message: string | null, container: Element): Error => {
    const error = new Error();
    error.name = "TestingLibraryElementError";
    let text: string | undefined;
    Object.defineProperty(error, "message", {
      configurable: true,
      get: () => (text ??= printed(message, container).message),
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  };
  Reflect.set(getElementError, LAZY, true);
  configure({ getElementError });
};
