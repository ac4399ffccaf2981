/**
 * The 27 governorates of Egypt, by their ISO 3166-2:EG code.
 *
 * `aliases` are the other ways shoppers write a governorate in an address: transliterations, the
 * Arabic without its article, and cities or districts that lie wholly in it and that people type
 * instead of the governorate. A name that could mean places in two governorates is never an alias
 * (e.g. `Bulaq`, `Sinai`, `October` alone); the matcher (rules/governorate-match) normalises case,
 * accents, the article, Arabic letter variants and digits, so aliases need not repeat those.
 */

import { GOVERNORATE_CODES, type GovernorateCode } from './governorate-codes';

export { GOVERNORATE_CODES, type GovernorateCode };

export interface Governorate {
  readonly code: GovernorateCode;
  readonly en: string;
  readonly ar: string;
  readonly aliases: readonly string[];
}

// Keyed by code so the compiler checks that every code has exactly one entry.
const ENTRIES: Record<GovernorateCode, Omit<Governorate, 'code'>> = {
  'EG-C': {
    en: 'Cairo',
    ar: 'القاهرة',
    aliases: [
      ...['Al Qahirah', 'El Qahera', 'Qahira', 'Kahera', 'قاهرة'],
      ...['Nasr City', 'Madinet Nasr', 'مدينة نصر'],
      ...['Heliopolis', 'Masr El Gedida', 'Misr El Gedida', 'Masr El Gdeda', 'مصر الجديدة'],
      ...['Maadi', 'Maady', 'المعادي'],
      ...['New Cairo', 'القاهرة الجديدة'],
      ...['Fifth Settlement', '5th Settlement', 'Tagamoa', 'Tagamo3', 'El Tagamoa El Khames'],
      ...['التجمع', 'التجمع الخامس', 'التجمع الأول', 'Rehab City', 'الرحاب'],
      ...['Shubra', 'شبرا', 'Helwan', 'حلوان', 'Zamalek', 'الزمالك'],
      ...['Mokattam', 'Moqattam', 'المقطم', 'Downtown Cairo', 'وسط القاهرة'],
      ...['Ain Shams', 'عين شمس', 'Abbassia', 'العباسية'],
      ...['Katameya', 'القطامية', 'Sayeda Zeinab', 'السيدة زينب', 'Hadayek El Kobba', 'حدائق القبة'],
      ...['15th of May City', 'مدينة 15 مايو'],
    ],
  },
  'EG-GZ': {
    en: 'Giza',
    ar: 'الجيزة',
    aliases: [
      ...['Al Jizah', 'El Giza', 'Gizah', 'Geza', 'Guiza', 'Jiza', 'جيزة'],
      ...['6th of October', '6 October', 'Sixth of October', 'October City', '6th of October City'],
      ...['السادس من أكتوبر', '6 أكتوبر', 'مدينة أكتوبر'],
      ...['Sheikh Zayed', 'El Sheikh Zayed', 'الشيخ زايد'],
      ...['Dokki', 'Doqqi', 'الدقي', 'Agouza', 'العجوزة'],
      ...['Mohandessin', 'Mohandeseen', 'Mohandesin', 'المهندسين'],
      ...['Haram', 'El Haram', 'الهرم', 'Hadayek El Ahram', 'حدائق الأهرام'],
      ...['Faisal', 'فيصل', 'Imbaba', 'إمبابة', 'Omraneya', 'العمرانية', 'Warraq', 'الوراق'],
      ...['Badrashin', 'البدرشين', 'Hawamdeya', 'الحوامدية', 'Smart Village', 'القرية الذكية'],
    ],
  },
  'EG-ALX': {
    en: 'Alexandria',
    ar: 'الإسكندرية',
    aliases: [
      ...['Alex', 'Al Iskandariyah', 'Iskandariya', 'Iskandariyah', 'Eskendereya', 'Eskandarya'],
      ...['إسكندرية', 'اسكندرية', 'اسكندريه', 'Smouha', 'سموحة', 'Sidi Gaber', 'سيدي جابر'],
      ...['Sidi Bishr', 'سيدي بشر', 'Agami', 'العجمي', 'Borg El Arab', 'برج العرب'],
    ],
  },
  'EG-KB': {
    en: 'Qalyubia',
    ar: 'القليوبية',
    aliases: [
      ...['Qalyubiya', 'Kalyoubia', 'Qaliubiya', 'Qalyubiyah', 'Al Qalyubiyah', 'Kalioubia', 'قليوبية'],
      ...['Banha', 'Benha', 'بنها', 'Qalyub', 'قليوب'],
      ...['Shubra El Kheima', 'Shubra Elkheima', 'Shubra El Khema', 'Shubra Al Khaymah', 'شبرا الخيمة'],
      ...['Obour', 'Obour City', 'El Obour', 'العبور', 'Khanka', 'الخانكة'],
      ...['El Qanater El Khayreya', 'القناطر الخيرية'],
    ],
  },
  'EG-BH': {
    en: 'Beheira',
    ar: 'البحيرة',
    aliases: [
      ...['Buhayrah', 'Al Buhayrah', 'Behira', 'Bohaira', 'Beheria', 'El Beheira', 'بحيرة'],
      ...['Damanhour', 'Damanhur', 'دمنهور', 'Kafr El Dawwar', 'Kafr El Dawar', 'كفر الدوار'],
      ...['Rosetta', 'Wadi El Natrun', 'وادي النطرون'],
    ],
  },
  'EG-DK': {
    en: 'Dakahlia',
    ar: 'الدقهلية',
    aliases: [
      ...['Daqahlia', 'Dakahliya', 'Daqahliyah', 'Ad Daqahliyah', 'Dakahleya', 'دقهلية'],
      ...['Mansoura', 'Mansourah', 'El Mansoura', 'Al Mansurah', 'المنصورة'],
      ...['Mit Ghamr', 'ميت غمر', 'Talkha', 'طلخا'],
    ],
  },
  'EG-GH': {
    en: 'Gharbia',
    ar: 'الغربية',
    aliases: [
      ...['Gharbiya', 'Gharbiyah', 'Al Gharbiyah', 'Gharbeya', 'El Gharbia', 'غربية'],
      ...['Tanta', 'طنطا', 'El Mahalla El Kubra', 'Mahalla El Kobra', 'Mahalla', 'المحلة الكبرى', 'المحلة'],
      ...['Kafr El Zayat', 'كفر الزيات', 'Zefta', 'Zifta', 'زفتى'],
    ],
  },
  'EG-KFS': {
    en: 'Kafr El Sheikh',
    ar: 'كفر الشيخ',
    aliases: [
      ...['Kafr el-Sheikh', 'Kafr Al Shaykh', 'Kafr Elsheikh', 'Kafr El Shaikh'],
      ...['Desouk', 'Disuq', 'دسوق', 'Baltim', 'بلطيم'],
    ],
  },
  'EG-MNF': {
    en: 'Monufia',
    ar: 'المنوفية',
    aliases: [
      ...['Menoufia', 'Menofia', 'Minufiya', 'Al Minufiyah', 'Monofeya', 'Menoufiya', 'منوفية'],
      ...['Shebin El Kom', 'Shibin El Kom', 'Shebeen El Kom', 'شبين الكوم'],
      ...['Sadat City', 'مدينة السادات', 'Menouf', 'منوف'],
    ],
  },
  'EG-SHR': {
    en: 'Sharqia',
    ar: 'الشرقية',
    aliases: [
      ...['Sharkia', 'Sharqiya', 'Sharqiyah', 'Ash Sharqiyah', 'Al Sharqia', 'Sharkeya', 'Sharkiya', 'شرقية'],
      ...['Zagazig', 'Zakazik', 'الزقازيق'],
      ...['10th of Ramadan', '10th of Ramadan City', '10th Ramadan', 'Tenth of Ramadan'],
      ...['العاشر من رمضان', '10 رمضان', 'Belbeis', 'Bilbeis', 'بلبيس'],
      // Named here so the Minya in 'Minya El Qamh' is not read as Minya governorate.
      ...['Minya El Qamh', 'Minya Al Qamh', 'منيا القمح'],
    ],
  },
  'EG-DT': {
    en: 'Damietta',
    ar: 'دمياط',
    aliases: [
      ...['Dumyat', 'Domyat', 'Damiata', 'New Damietta', 'دمياط الجديدة'],
      ...['Ras El Bar', 'رأس البر'],
    ],
  },
  'EG-PTS': {
    en: 'Port Said',
    ar: 'بورسعيد',
    aliases: [
      ...['Port-Said', 'Portsaid', 'Bur Said', 'Bur Saeed', 'Port Saeed', 'بور سعيد'],
      ...['Port Fouad', 'Port Fuad', 'بورفؤاد', 'بور فؤاد'],
    ],
  },
  'EG-IS': {
    en: 'Ismailia',
    ar: 'الإسماعيلية',
    aliases: ['Ismailiya', 'Ismailiyah', 'Al Ismailiyah', 'Ismaileya', 'Esmailia', 'Ismalia', 'إسماعيلية'],
  },
  'EG-SUZ': {
    en: 'Suez',
    ar: 'السويس',
    aliases: ['As Suways', 'Suways', 'El Suweis', 'Suweis', 'Sweis', 'سويس'],
  },
  'EG-FYM': {
    en: 'Faiyum',
    ar: 'الفيوم',
    aliases: ['Fayoum', 'Fayum', 'Fayyum', 'Al Fayyum', 'El Fayoum', 'Faiyoum', 'فيوم'],
  },
  'EG-BNS': {
    en: 'Beni Suef',
    ar: 'بني سويف',
    aliases: ['Beni Sweif', 'Bani Suwayf', 'Beni Swef', 'Beni Suif', 'Benisuef', 'Bani Sweif', 'بنيسويف'],
  },
  'EG-MN': {
    en: 'Minya',
    ar: 'المنيا',
    aliases: [
      ...['El Minya', 'Al Minya', 'Menya', 'Minia', 'El Menia', 'منيا'],
      ...['Mallawi', 'ملوي', 'Samalut', 'سمالوط', 'Beni Mazar', 'بني مزار'],
    ],
  },
  'EG-AST': {
    en: 'Asyut',
    ar: 'أسيوط',
    aliases: ['Assiut', 'Assuit', 'Asiut', 'Assyut', 'Asyout', 'Siut', 'اسيوط'],
  },
  'EG-SHG': {
    en: 'Sohag',
    ar: 'سوهاج',
    aliases: ['Suhag', 'Sohaj', 'Suhaj', 'Souhag', 'Akhmim', 'أخميم', 'Girga', 'جرجا'],
  },
  'EG-KN': {
    en: 'Qena',
    ar: 'قنا',
    aliases: ['Kena', 'Qina', 'Quena', 'Nag Hammadi', 'Naga Hammadi', 'نجع حمادي'],
  },
  'EG-LX': {
    en: 'Luxor',
    ar: 'الأقصر',
    aliases: ['Al Uqsur', 'El Uqsur', 'El Oqsor', 'Louxor', 'أقصر', 'Esna', 'Isna', 'إسنا'],
  },
  'EG-ASN': {
    en: 'Aswan',
    ar: 'أسوان',
    aliases: [
      ...['Asswan', 'Assouan', 'اسوان', 'Edfu', 'Idfu', 'إدفو'],
      ...['Kom Ombo', 'كوم أمبو', 'Abu Simbel', 'أبو سمبل'],
    ],
  },
  'EG-BA': {
    en: 'Red Sea',
    ar: 'البحر الأحمر',
    aliases: [
      ...['Al Bahr Al Ahmar', 'El Bahr El Ahmar', 'Bahr Ahmar'],
      ...['Hurghada', 'Ghardaqa', 'Al Ghardaqah', 'الغردقة'],
      ...['El Gouna', 'Gouna', 'الجونة', 'Safaga', 'Port Safaga', 'سفاجا'],
      ...['Marsa Alam', 'مرسى علم', 'El Quseir', 'Quseir', 'Qusair', 'القصير'],
      ...['Ras Gharib', 'رأس غارب'],
    ],
  },
  'EG-WAD': {
    en: 'New Valley',
    ar: 'الوادي الجديد',
    aliases: [
      ...['Al Wadi Al Jadid', 'El Wadi El Gedid', 'Wadi Gedid', 'Wadi El Gedid'],
      ...['Kharga', 'El Kharga', 'الخارجة', 'Dakhla', 'El Dakhla', 'الداخلة', 'Farafra', 'الفرافرة'],
    ],
  },
  'EG-MT': {
    en: 'Matrouh',
    ar: 'مطروح',
    aliases: [
      ...['Matruh', 'Matrooh', 'Marsa Matruh', 'Marsa Matrouh', 'Mersa Matruh', 'مرسى مطروح'],
      ...['Siwa', 'سيوة', 'El Alamein', 'Alamein', 'New Alamein', 'العلمين', 'العلمين الجديدة'],
      ...['North Coast', 'الساحل الشمالي', 'El Dabaa', 'الضبعة'],
    ],
  },
  'EG-SIN': {
    en: 'North Sinai',
    ar: 'شمال سيناء',
    aliases: ['Shamal Sina', 'Shamal Sinai', 'Arish', 'El Arish', 'العريش'],
  },
  'EG-JS': {
    en: 'South Sinai',
    ar: 'جنوب سيناء',
    aliases: [
      ...['Janub Sina', 'Ganoub Sinai', 'Sharm El Sheikh', 'Sharm', 'شرم الشيخ', 'شرم'],
      ...['Dahab', 'دهب', 'Nuweiba', 'Nuweibaa', 'نويبع', 'Taba', 'طابا'],
      ...['Saint Catherine', 'St Catherine', 'Saint Katherine', 'سانت كاترين'],
      ...['El Tor', 'Tor Sinai', 'الطور', 'Ras Sudr', 'Ras Sedr', 'رأس سدر'],
    ],
  },
};

export const GOVERNORATES: readonly Governorate[] = GOVERNORATE_CODES.map((code) => ({
  code,
  ...ENTRIES[code],
}));

const BY_CODE = new Map<string, Governorate>(GOVERNORATES.map((g) => [g.code, g]));

export function governorateByCode(code: string): Governorate | undefined {
  return BY_CODE.get(code);
}

/** The governorate's name in `lang`, or the code itself when it is not a governorate's. */
export function governorateName(code: string, lang: 'en' | 'ar'): string {
  return BY_CODE.get(code)?.[lang] ?? code;
}
