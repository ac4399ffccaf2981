import { useEffect, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { IconSearch } from '@tabler/icons-react';
import { formatNumber } from '@atlas/shared/rules/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import { FOODS_SHOWN, useFoodSearch } from '../api/list-foods';
import classes from './nutrition.module.css';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 250;

/**
 * Know your food: a case-insensitive substring of the name in English or Arabic,
 * searched by the server a moment after typing stops; a blank term is ignored.
 */
export function FoodSearch() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [term, setTerm] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(term.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const search = useFoodSearch(sent);
  const hits = sent && search.data ? search.data.foods : [];
  const total = search.data?.total ?? 0;
  const n = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });
  const blank = term.trim() === '';

  return (
    <Stack gap="md">
      <TextInput
        size="md"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        label={t('nutrition.searchLabel')}
        placeholder={t('nutrition.searchPlaceholder')}
        data-testid="food-search"
        maxLength={100}
      />
      {!blank && search.isError && (
        <Text c="red" role="alert">
          {t('nutrition.foodsFailed')}
        </Text>
      )}
      {!blank && !search.data && search.isFetching && <Spinner size="sm" label={t('common.loading')} />}
      {!blank && sent && search.data && !search.isPlaceholderData && hits.length === 0 && (
        <Text c="dimmed" data-testid="food-no-results">
          {t('nutrition.noFoods', { term: sent })}
        </Text>
      )}
      {!blank && hits.length > 0 && (
        <div className={classes.results} data-testid="food-results">
          <div className={classes.resultRow} aria-hidden>
            <span />
            <Text size="xs" c="dimmed">
              {t('nutrition.per100')}
            </Text>
            <Text size="xs" c="dimmed" className={classes.number}>
              {t('nutrition.kcal')}
            </Text>
            <Text size="xs" c="dimmed" className={classes.number}>
              {t('nutrition.protein')}
            </Text>
            <Text size="xs" c="dimmed" className={`${classes.number} ${classes.wideOnly}`}>
              {t('nutrition.fat')}
            </Text>
            <Text size="xs" c="dimmed" className={`${classes.number} ${classes.wideOnly}`}>
              {t('nutrition.carbs')}
            </Text>
          </div>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {/* a food's icon alike in shape to the meal card's; each row its own layout */}
            {hits.map((food) => (
              <li key={food.id} className={classes.resultRow} data-testid="food-result">
                <img
                  src={food.image}
                  alt=""
                  width={40}
                  height={40}
                  className={classes.foodIcon}
                  loading="lazy"
                />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {food.name}
                  </Text>
                  {food.portion && (
                    <Text size="xs" c="dimmed">
                      {t('nutrition.portion', { label: food.portion.label, grams: n(food.portion.grams) })}
                    </Text>
                  )}
                </div>
                <Text
                  size="sm"
                  className={classes.number}
                  aria-label={`${n(food.calories)} ${t('nutrition.kcal')}`}
                >
                  {n(food.calories)}
                </Text>
                <Text
                  size="sm"
                  className={classes.number}
                  aria-label={`${t('nutrition.protein')} ${n(food.protein)}`}
                >
                  {n(food.protein)}
                </Text>
                <Text size="sm" className={`${classes.number} ${classes.wideOnly}`}>
                  {n(food.fat)}
                </Text>
                <Text size="sm" className={`${classes.number} ${classes.wideOnly}`}>
                  {n(food.carbs)}
                </Text>
              </li>
            ))}
          </ul>
          {total > hits.length && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('nutrition.moreFoods', { shown: n(FOODS_SHOWN), n: n(total) })}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
