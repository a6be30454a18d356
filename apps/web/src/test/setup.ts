import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Pages are lazy chunks: under turbo, several test processes share two cores, so give `findBy…` room to wait.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library unmounts after each test only with globals on; vitest runs without them.
afterEach(() => cleanup());
