import { DEFAULT_COUNTRY, type EshopAddress } from "../cart";
import { addressLines, type AddressDetails } from "../profile";

/** The delivery part of a checkout form as typed (SHOP-05): street, suburb, city, postcode, instructions, phone. */
export interface DeliveryForm {
  readonly street: string;
  readonly suburb: string;
  readonly city: string;
  readonly postcode: string;
  readonly notes: string;
  readonly phone: string;
  /** The location service's id of an address picked from the address book or the search, while it is unchanged. */
  readonly location?: { readonly provider: string; readonly idx: string } | undefined;
}

export const emptyDeliveryForm: DeliveryForm = {
  street: "",
  suburb: "",
  city: "",
  postcode: "",
  notes: "",
  phone: "",
};

/**
 * A saved or searched address (the profile's address book, the location search) in the checkout form: the street
 * line as a New Zealand address writes it (building, unit, number and street), then suburb, city and postcode. The
 * location id goes with it, so the courier gets the place the search found.
 */
export const deliveryFormOf = (form: DeliveryForm, address: AddressDetails): DeliveryForm => {
  const street = addressLines({ ...address, Suburb: undefined, City: undefined, PostCode: undefined }).join(
    ", ",
  );
  return {
    ...form,
    street,
    suburb: address.Suburb ?? "",
    city: address.City ?? "",
    postcode: address.PostCode ?? "",
    location:
      address.LocationProvider !== undefined && address.LocationProviderIDX !== undefined
        ? { provider: address.LocationProvider, idx: address.LocationProviderIDX }
        : undefined,
  };
};

const trimmed = (text: string): string => text.trim();

/**
 * The checkout's address from the form (spec 03 §3): Lines are the street then the suburb (Lines[0] is the street
 * the rules check), notes are the delivery instructions, the customer's name and e-mail come from their account.
 */
export const eshopAddressOf = (
  form: DeliveryForm,
  customer: { readonly name?: string | undefined; readonly email?: string | undefined },
): EshopAddress => ({
  City: trimmed(form.city),
  Country: DEFAULT_COUNTRY,
  Postcode: trimmed(form.postcode),
  Lines: [trimmed(form.street), trimmed(form.suburb)].filter((line, index) => index === 0 || line !== ""),
  ...(form.location === undefined
    ? {}
    : { LocationProvider: form.location.provider, LocationProviderIDX: form.location.idx }),
  ...(customer.email === undefined ? {} : { Email: customer.email }),
  ...(customer.name === undefined ? {} : { Name: customer.name }),
  ...(form.notes.trim() === "" ? {} : { Notes: form.notes }),
  ...(form.phone.trim() === "" ? {} : { Phone: trimmed(form.phone) }),
});
