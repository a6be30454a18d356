import type { cartCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const cartExamples: Examples<typeof cartCalls> = {};
