// The offer at an address (availability, the fixed wireless plans and modems): loaded when the address is
// checked, so a checkout page resumed past that step carries none of it.
export { loadBroadbandOffer } from "@waea/domain/broadband";
