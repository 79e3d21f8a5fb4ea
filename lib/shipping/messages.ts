/** The console's words about shipping methods, rates and cities. */
export const SHIPPING_METHOD_NOT_FOUND = 'There is no such shipping method.';
export const SHIPPING_CITY_NOT_FOUND = 'There is no such city.';
export const COURIER_NOT_FOUND = 'The shop does not book parcels with this courier.';
export const TARIFF_NEEDS_COURIER = 'Only a method booked with a courier can take its fee from the courier’s tariff.';
export const SHIPPING_REFUSED = 'These values cannot be saved together: please check the form.';
export const SHIPPING_METHOD_SAVED = (name: string) => `${name} saved: checkout uses it from now on.`;
export const SHIPPING_RATES_SAVED = (name: string, zone: string) => `${name}: ${zone} rates saved. Checkout uses them from now on.`;
export const SHIPPING_CITY_SAVED = (name: string) => `${name} saved.`;
export const COURIER_TARIFF_SAVED = (courier: string, zone: string) =>
  `${courier}: ${zone} tariff saved. Methods that take their fee from it use it from now on.`;
