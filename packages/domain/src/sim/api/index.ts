/** The sim API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { SimApi, type SimApiService } from "../sim-api";
