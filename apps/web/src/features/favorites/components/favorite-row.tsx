import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { Hint } from '@/components/ui/hint';
import { IconHeartFilled } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { FavoriteDto } from '@atlas/shared/contract/favorites';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import classes from './favorite-row.module.css';
import text from '@/components/ui/text.module.css';
import { Picture, pictureClasses } from '@/components/ui/picture';
import controls from '@/components/ui/controls.module.css';

/** One favourite: image, name, brand, size, price, a link to it and the heart that removes it. */
export function FavoriteRow({
  favorite,
  removing,
  onRemove,
}: {
  favorite: FavoriteDto;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const path = `/products/${favorite.productId}`;
  const discounted = favorite.discountedPrice < favorite.price;
  const { dir } = useLanguage();
  // a Latin size ('2 lb (907 g)') inside Arabic text keeps its own order between isolation marks
  const size = dir === 'rtl' ? `\u2068${favorite.available_size}\u2069` : favorite.available_size;

  return (
    <li
      className={classes.row}
      data-testid="favorites-row"
      data-product-id={favorite.productId}
      data-removing={removing || undefined}
      aria-busy={removing}
    >
      <Link to={path} tabIndex={-1} aria-hidden>
        {/* a picture alike in shape to the cart line's; a favourite's is larger */}
        <Picture
          className={`${pictureClasses.square} ${classes.image}`}
          src={favorite.image}
          width={96}
          height={96}
          sizes="96px"
        />
      </Link>
      <div style={{ minWidth: 0 }}>
        <Link to={path} className={text.nameLink}>
          {favorite.name}
        </Link>
        <Text size="sm" c="dimmed">
          {favorite.brand}
        </Text>
        {favorite.available_size && <Text size="sm">{t('favorites.size', { size })}</Text>}
        {/* prices alike in shape to the cart line's; a favourite shows the price now, no quantity */}
        <Group gap={8} align="baseline" mt={2}>
          <Text size="sm" fw={700} c={discounted ? 'red.7' : 'navy.8'}>
            {format.price(favorite.discountedPrice)}
          </Text>
          {discounted && (
            <Text size="xs" c="dimmed" td="line-through">
              <span className={controls.visuallyHidden}>{t('product.originalPrice')} </span>
              {format.price(favorite.price)}
            </Text>
          )}
          {!favorite.inStock && (
            <Badge size="sm" color="red" variant="light">
              {t('product.outOfStockLabel')}
            </Badge>
          )}
        </Group>
      </div>
      <div className={classes.actions}>
        <Button component={Link} to={path} variant="light" size="xs">
          {t('favorites.details')}
        </Button>
        <Hint label={t('favorites.remove')}>
          <ActionIcon
            variant="light"
            color="red"
            radius="xl"
            size="lg"
            onClick={() => {
              if (!removing) onRemove();
            }}
            aria-label={`${t('favorites.remove')}: ${favorite.name}`}
            data-testid="favorites-remove"
          >
            <IconHeartFilled size={18} />
          </ActionIcon>
        </Hint>
      </div>
    </li>
  );
}
