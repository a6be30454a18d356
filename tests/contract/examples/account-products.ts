import type { accountProductsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const accountProductsExamples: Examples<typeof accountProductsCalls> = {};
