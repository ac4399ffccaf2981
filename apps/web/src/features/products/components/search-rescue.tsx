import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import type { ProductCardDto } from '../card-data';
import { useTranslation } from '@/lib/use-translation';
import { useSearchAlternatives } from '../api/get-search-alternatives';
import { ProductCard } from './product-card';

/**
 * A search that found nothing is not a dead end: the closest product names ('did you mean') and
 * the most popular products, instead of an empty grid.
 */
export function SearchRescue({
  q,
  onQuickView,
  children,
}: {
  q: string;
  onQuickView: (p: ProductCardDto) => void;
  /** The way back (reset filters), under the message. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const alternatives = useSearchAlternatives(q);
  const didYouMean = alternatives.data?.didYouMean ?? [];
  const popular = alternatives.data?.popular ?? [];
  return (
    <Stack gap="lg" py="xl" data-testid="empty-results">
      <Stack align="center" gap="sm">
        <IconMoodEmpty size={48} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} size="h4" ta="center">
          {t('shop.noResultsFor', { q })}
        </Title>
        {didYouMean.length > 0 && (
          <Group gap="xs" justify="center" data-testid="did-you-mean">
            <Text fw={600}>{t('shop.didYouMean')}</Text>
            {didYouMean.map((p) => (
              <Anchor key={p.id} component={Link} to={`/products/${p.id}`} fw={600}>
                {p.name}
              </Anchor>
            ))}
          </Group>
        )}
        <Text c="dimmed" ta="center">
          {t('shop.noResultsHint')}
        </Text>
        {children}
      </Stack>
      {popular.length > 0 && (
        <Stack gap="sm" data-testid="popular-products">
          <Title order={3} size="h5">
            {t('shop.popular')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {popular.map((product) => (
              <ProductCard key={product.id} product={product} onQuickView={onQuickView} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
