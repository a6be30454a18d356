import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only with globals on; vitest runs without them.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait 1 s by default: a page's first render after a lazy import can take longer than that
// on a 2-core machine busy with a clean clone's type check (CI). A wait that is not met still fails, just later.
configure({ asyncUtilTimeout: 10_000 });
