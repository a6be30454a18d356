// A fibre-only account's bill (its fibre summary): loaded only for an account without a mobile product, so a
// postpay mobile customer's pay bill page carries none of the fibre reads.
export { loadFibreSummary } from "@waea/domain/broadband";
