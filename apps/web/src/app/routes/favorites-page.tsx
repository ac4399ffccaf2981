import { useState } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { useRemoveFavorite } from '@/features/favorites/api/remove-favorite';
import { ClearFavoritesButton } from '@/features/favorites/components/clear-favorites-button';
import { FavoriteRow } from '@/features/favorites/components/favorite-row';
import { FavoritesEmpty } from '@/features/favorites/components/favorites-empty';
import rowClasses from '@/features/favorites/components/favorite-row.module.css';

/** /favorites: the saved products; removing one fades it out, then it leaves the list. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { isLoggedIn } = useSession();
  const { favorites, isLoading } = useFavorites();
  const remove = useRemoveFavorite();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());

  const setFading = (productId: number, fading: boolean) =>
    setRemoving((current) => {
      const next = new Set(current);
      if (fading) next.add(productId);
      else next.delete(productId);
      return next;
    });

  const onRemove = (productId: number) => {
    setFading(productId, true);
    remove.mutateAsync(productId).catch(() => setFading(productId, false));
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.favorites') }]} />
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('pages.favorites')}</Title>
            {favorites.length > 0 && (
              <Text c="dimmed" size="sm" data-testid="favorites-count">
                {t('favorites.count', { count: favorites.length, n: format.number(favorites.length) })}
              </Text>
            )}
          </div>
          {favorites.length > 0 && <ClearFavoritesButton />}
        </Group>
        {isLoading ? (
          <PageSpinner message={t('favorites.loading')} />
        ) : favorites.length === 0 ? (
          <Paper withBorder radius="lg" p="lg">
            <FavoritesEmpty visitor={!isLoggedIn} />
          </Paper>
        ) : (
          <Paper withBorder radius="lg">
            <ul className={rowClasses.list} aria-label={t('pages.favorites')}>
              {favorites.map((favorite) => (
                <FavoriteRow
                  key={favorite.productId}
                  favorite={favorite}
                  removing={removing.has(favorite.productId)}
                  onRemove={() => onRemove(favorite.productId)}
                />
              ))}
            </ul>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
