/**
 * The 27 governorates of Egypt by their ISO 3166-2:EG codes, in the order lists show them: alone in
 * this module so that a contract (and the web app) can name them without the names and spellings
 * the address matcher needs (governorates.ts).
 */
export const GOVERNORATE_CODES = [
  'EG-C',
  'EG-GZ',
  'EG-ALX',
  'EG-KB',
  'EG-BH',
  'EG-DK',
  'EG-GH',
  'EG-KFS',
  'EG-MNF',
  'EG-SHR',
  'EG-DT',
  'EG-PTS',
  'EG-IS',
  'EG-SUZ',
  'EG-FYM',
  'EG-BNS',
  'EG-MN',
  'EG-AST',
  'EG-SHG',
  'EG-KN',
  'EG-LX',
  'EG-ASN',
  'EG-BA',
  'EG-WAD',
  'EG-MT',
  'EG-SIN',
  'EG-JS',
] as const;

export type GovernorateCode = (typeof GOVERNORATE_CODES)[number];
