/** Class names joined, the missing ones left out (a CSS Module's class may be undefined to the type checker). */
export const classNames = (...names: ReadonlyArray<string | false | undefined>): string =>
  names.filter((name) => typeof name === "string" && name !== "").join(" ");
