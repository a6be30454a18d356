/**
 * The location service's calls of the address search (`location-search.tsx` imports this module when the customer
 * searches): a form that shows the search loads them, and the address port, only once it is used.
 */
export { pickLocation, searchLocations } from "@waea/domain/profile";
