/**
 * India's 28 states and 8 union territories, as the Government of India spells them: the only
 * states a delivery address may name, so a courier's system never meets "Karnatka" or "TN".
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Every state and union territory, states first, each group in alphabetical order. */
export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;

export type IndianState = (typeof STATES_AND_UNION_TERRITORIES)[number];

/** Whether `state` is one of the list, spelled exactly so (an address saved before the list may not be). */
export function isIndianState(state: string): state is IndianState {
  return (STATES_AND_UNION_TERRITORIES as readonly string[]).includes(state);
}
