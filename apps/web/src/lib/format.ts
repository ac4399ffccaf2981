import { useMemo } from 'react';
import {
  formatDate,
  formatDayMonth,
  formatDayMonthYear,
  formatNumber,
  formatPrice,
} from '@atlas/shared/rules/format';
import { useLanguage } from './use-language';

/** Number, price and date formatting bound to the active language (one helper for the whole app). */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      price: (egp: number) => formatPrice(egp, language),
      /** An order's or a product's number: the language's digits, never grouped (#1042, #١٠٤٢). */
      id: (value: number) => formatNumber(value, language, { useGrouping: false }),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, options),
      dayMonthYear: formatDayMonthYear,
      /** A calendar day (YYYY-MM-DD) as 'Dec 3' / '٣ ديسمبر', without Intl's date formatter. */
      dayMonth: (day: string) => formatDayMonth(day, language),
    }),
    [language],
  );
}
