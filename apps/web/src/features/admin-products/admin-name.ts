/** A product's or a flavor's name in the admin's language: the Arabic one when it was typed. */
export const adminName = (item: { name: string; nameAr: string }, language: string) =>
  language === 'ar' && item.nameAr ? item.nameAr : item.name;
