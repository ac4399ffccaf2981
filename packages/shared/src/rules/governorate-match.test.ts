import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from '../content/governorates';
import { matchGovernorate, normalizePlaceName } from './governorate-match';

describe('matchGovernorate: the content', () => {
  it.each(GOVERNORATES.map((g) => [g.code, g] as const))('%s by its names and every alias', (code, g) => {
    expect(matchGovernorate(g.en)).toBe(code);
    expect(matchGovernorate(g.ar)).toBe(code);
    for (const alias of g.aliases) expect(matchGovernorate(alias), alias).toBe(code);
  });
});

describe('matchGovernorate: what shoppers type', () => {
  it.each([
    ['cairo', 'EG-C'],
    ['CAIRO ', 'EG-C'],
    ['Al-Qahirah', 'EG-C'],
    ['القاهره', 'EG-C'],
    ['القاهرة، مصر', 'EG-C'],
    ['Cairo, Egypt', 'EG-C'],
    ['Heliopolis', 'EG-C'],
    ['مصر الجديدة', 'EG-C'],
    ['مصر الجديده - القاهرة', 'EG-C'],
    ['Nasr City', 'EG-C'],
    ['مدينة نصر', 'EG-C'],
    ['12 Abbas El Akkad St, Nasr City', 'EG-C'],
    ['Shubra', 'EG-C'],
    ['El Maadi', 'EG-C'],
    ['Elmaadi', 'EG-C'],
    ['التجمع الخامس', 'EG-C'],
    ['5th settlement, New Cairo', 'EG-C'],
    ['محافظة الجيزة', 'EG-GZ'],
    ['Giza Governorate', 'EG-GZ'],
    ['giza gov.', 'EG-GZ'],
    ['El Giza', 'EG-GZ'],
    ['Al Jizah', 'EG-GZ'],
    ['جيزة', 'EG-GZ'],
    ['6th October', 'EG-GZ'],
    ['6th of October City', 'EG-GZ'],
    ['٦ أكتوبر', 'EG-GZ'],
    ['مدينة ٦ اكتوبر', 'EG-GZ'],
    ['Sheikh Zayed City', 'EG-GZ'],
    ['Mohandessin, Giza', 'EG-GZ'],
    ['الهرم', 'EG-GZ'],
    ['Alex', 'EG-ALX'],
    ['alexandria', 'EG-ALX'],
    ['الاسكندرية', 'EG-ALX'],
    ['اسكندرية', 'EG-ALX'],
    ['الإسكندريّة', 'EG-ALX'],
    ['Shubra El Kheima', 'EG-KB'],
    ['shubra el-kheima, qalyubia', 'EG-KB'],
    ['شبرا الخيمة', 'EG-KB'],
    ['Benha', 'EG-KB'],
    ['Kafr-El-Sheikh', 'EG-KFS'],
    ['كفر الشيخ', 'EG-KFS'],
    ['Mansoura City', 'EG-DK'],
    ['مدينة المنصورة', 'EG-DK'],
    ['Tanta', 'EG-GH'],
    ['المحلة الكبرى', 'EG-GH'],
    ['Zagazig', 'EG-SHR'],
    ['10th of Ramadan', 'EG-SHR'],
    ['العاشر من رمضان', 'EG-SHR'],
    ['منيا القمح', 'EG-SHR'],
    ['Menofia', 'EG-MNF'],
    ['Port Said', 'EG-PTS'],
    ['بورسعيد', 'EG-PTS'],
    ['بور سعيد', 'EG-PTS'],
    ['Ismailia', 'EG-IS'],
    ['السويس', 'EG-SUZ'],
    ['Fayoum', 'EG-FYM'],
    ['Beni Suef', 'EG-BNS'],
    ['بني سويف', 'EG-BNS'],
    ['بنى سويف', 'EG-BNS'],
    ['المنيا', 'EG-MN'],
    ['Assiut', 'EG-AST'],
    ['أسيوط', 'EG-AST'],
    ['Suhag', 'EG-SHG'],
    ['Kena', 'EG-KN'],
    ['Luxor', 'EG-LX'],
    ['الأقصر', 'EG-LX'],
    ['الاقصر', 'EG-LX'],
    ['Aswan', 'EG-ASN'],
    ['Hurghada', 'EG-BA'],
    ['Marsa Alam', 'EG-BA'],
    ['الغردقة', 'EG-BA'],
    ['Kharga', 'EG-WAD'],
    ['Marsa Matruh', 'EG-MT'],
    ['الساحل الشمالي', 'EG-MT'],
    ['Arish', 'EG-SIN'],
    ['Sharm el-Sheikh', 'EG-JS'],
    ['sharm elsheikh', 'EG-JS'],
    ['شرم الشيخ', 'EG-JS'],
    ['Dahab', 'EG-JS'],
    ['Damietta', 'EG-DT'],
    ['Damanhour', 'EG-BH'],
    ['Ismāʿīlīyah', 'EG-IS'],
    ['القـــاهرة', 'EG-C'],
    ['القَاهِرَة', 'EG-C'],
  ] as const)('%s → %s', (input, code) => {
    expect(matchGovernorate(input)).toBe(code);
  });

  it.each([
    [''],
    ['   '],
    ['Egypt'],
    ['مصر'],
    ['Springfield'],
    ['12345'],
    ['Cairo Giza'],
    ['Nasr City, Giza'],
    ['-- , .'],
    ['Governorate'],
    ['محافظة'],
    ['City'],
    ['مدينة'],
    ['Al'],
    ['ال'],
    ['October'],
    ['Sinai'],
  ])('%j → null', (input) => {
    expect(matchGovernorate(input)).toBeNull();
  });

  it('gives null for a long junk string', () => {
    const junk = Array.from({ length: 5_000 }, (_, i) => 'qwz؟ـ٣ ,.-xyé'[(i * 7) % 13]).join('');
    expect(junk).toHaveLength(5_000);
    expect(matchGovernorate(junk)).toBeNull();
    expect(matchGovernorate(`${'lorem ipsum '.repeat(400)}Cairo`)).toBeNull();
  });

  it('gives null for no texts, and for null or undefined ones', () => {
    expect(matchGovernorate()).toBeNull();
    expect(matchGovernorate(null, undefined)).toBeNull();
    expect(matchGovernorate(null, 'Giza')).toBe('EG-GZ');
  });

  it('never throws on values that are not strings', () => {
    const loose = matchGovernorate as (...texts: unknown[]) => unknown;
    expect(loose(42, {}, [], 'Luxor')).toBe('EG-LX');
  });
});

describe('matchGovernorate: several texts', () => {
  it('uses the next text when one names no governorate', () => {
    expect(matchGovernorate('Springfield', 'Giza')).toBe('EG-GZ');
    expect(matchGovernorate('', 'Nasr City')).toBe('EG-C');
  });

  it('lets the first text that names one decide', () => {
    expect(matchGovernorate('Cairo', 'Giza')).toBe('EG-C');
    expect(matchGovernorate('القليوبية', 'Shubra')).toBe('EG-KB');
  });

  it('passes over a text that names two governorates', () => {
    expect(matchGovernorate('Cairo Giza', 'Alex')).toBe('EG-ALX');
    expect(matchGovernorate('Cairo Giza', 'Egypt')).toBeNull();
  });
});

describe('matchGovernorate: how names are found', () => {
  it('prefers the longer name that contains a shorter one', () => {
    expect(matchGovernorate('Shubra')).toBe('EG-C');
    expect(matchGovernorate('Shubra El Kheima')).toBe('EG-KB');
    expect(matchGovernorate('15 Ahmed Orabi St, Shubra El Kheima')).toBe('EG-KB');
    expect(matchGovernorate('Minya')).toBe('EG-MN');
    expect(matchGovernorate('Minya El Qamh')).toBe('EG-SHR');
  });

  it('finds a name among other words, only as whole words', () => {
    expect(matchGovernorate('Flat 3, building 12, Dokki')).toBe('EG-GZ');
    expect(matchGovernorate('Villa 5, El Gouna, Red Sea, Egypt')).toBe('EG-BA');
    expect(matchGovernorate('Alexandria Desert Road km 28')).toBe('EG-ALX');
    expect(matchGovernorate('Suezanne')).toBeNull();
    expect(matchGovernorate('Alexis')).toBeNull();
  });

  it("keeps 'city' and 'مدينة' when they belong to the name, and drops them otherwise", () => {
    expect(matchGovernorate('Nasr City')).toBe('EG-C');
    expect(matchGovernorate('مدينة نصر')).toBe('EG-C');
    expect(matchGovernorate('Sadat City')).toBe('EG-MNF');
    expect(matchGovernorate('مدينة السادات')).toBe('EG-MNF');
    expect(matchGovernorate('Tanta City')).toBe('EG-GH');
    expect(matchGovernorate('مدينة طنطا')).toBe('EG-GH');
    expect(matchGovernorate('Cairo City, Egypt')).toBe('EG-C');
  });

  it("drops 'مصر' as the country at the end only", () => {
    expect(matchGovernorate('أسوان مصر')).toBe('EG-ASN');
    expect(matchGovernorate('مصر الجديدة')).toBe('EG-C');
    expect(matchGovernorate('مصر الجديدة مصر')).toBe('EG-C');
    expect(matchGovernorate('Masr El Gedida')).toBe('EG-C');
  });
});

describe('normalizePlaceName', () => {
  it.each([
    ['El Giza', 'giza'],
    ['Al-Jizah', 'jizah'],
    ['الجيزة', 'جيزه'],
    ['جيزة', 'جيزه'],
    ['Ash Sharqiyah', 'sharqiyah'],
    ['Kafr-El-Sheikh', 'kafr sheikh'],
    ['6th of October', '6 of october'],
    ['٦ أكتوبر', '6 اكتوبر'],
    ['۶ أكتوبر', '6 اكتوبر'],
    ['إمبابة', 'امبابه'],
    ['آسوان', 'اسوان'],
    ['ٱلمنيا', 'منيا'],
    ['بنى سويف', 'بني سويف'],
    ['Béni Suéf', 'beni suef'],
    ['  Port   Said!! ', 'port said'],
    ['Giza Gov.', 'giza gov'],
    ['Ｃａｉｒｏ', 'cairo'],
  ])('%s → %s', (input, normalised) => {
    expect(normalizePlaceName(input)).toBe(normalised);
  });

  it('reads a word glued to its article when the rest is a known name', () => {
    expect(normalizePlaceName('Elgiza')).toBe('giza');
    expect(normalizePlaceName('Alexandria')).toBe('alexandria');
    expect(normalizePlaceName('Almaza')).toBe('almaza');
  });
});
