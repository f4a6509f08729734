/**
 * GST state codes (the first two digits of a GSTIN) by state or union territory. Place of supply
 * compares the buyer's code with the seller's: the same state pays CGST + SGST, another IGST.
 * Dadra and Nagar Haveli and Daman and Diu share 26 since their merger in 2020 (25 is retired).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

/** Older spellings that editions of India Post's directory still use. */
const ALIASES: Readonly<Record<string, string>> = {
  orissa: 'odisha',
  uttaranchal: 'uttarakhand',
  pondicherry: 'puducherry',
  'nct of delhi': 'delhi',
  'daman and diu': 'dadra and nagar haveli and daman and diu',
  'dadra and nagar haveli': 'dadra and nagar haveli and daman and diu',
  'andaman and nicobar': 'andaman and nicobar islands',
};

const normalised = (state: string) =>
  state.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim().replace(/^the /, '');

/** The GST state code of a state's name as the directory writes it ("TAMIL NADU", "Orissa"). */
export function gstStateCodeOf(state: string): string | undefined {
  const name = normalised(state);
  return GST_STATE_CODES[ALIASES[name] ?? name];
}
