import { Hint } from '@/components/ui/hint';
import { useTranslation } from '@/lib/use-translation';
import roundIcon from '@/components/ui/round-icon.module.css';
import type { FavoriteToggleProps } from '@/lib/product-slots';
import { currentUser } from '@/lib/session';
import { useVisitorGuard } from '@/lib/visitor-guard';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The heart on cards, quick view and details: filled red when the product is a favourite. */
export function FavoriteToggle({
  productId,
  productName,
  size = 'lg',
  variant = 'white',
  hintBelow = false,
  onNeedLogin,
}: FavoriteToggleProps) {
  const { t } = useTranslation();
  const { favoritesNeedLogin } = useVisitorGuard();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const active = favorites.isFavorite(productId);
  const action = t(active ? 'favorites.remove' : 'product.addToFavorites');

  const onClick = () => {
    // the session as it is now: a tap right after hydration must not see the server's render (a visitor)
    if (!currentUser()) return (onNeedLogin ?? favoritesNeedLogin)();
    // a tap while the last one is on its way is kept: useToggleFavorite sends them one after another
    toggle.mutate({ productId, favorite: !active });
  };

  return (
    <Hint label={action} below={hintBelow}>
      <button
        type="button"
        className={roundIcon.roundIcon}
        data-variant={variant}
        data-size={size}
        data-color="red"
        onClick={onClick}
        aria-label={`${action}: ${productName}`}
        data-testid="favorite-toggle"
        data-favorite={active}
      >
        <span className={roundIcon.glyph} data-icon={active ? 'heart-filled' : 'heart'} aria-hidden />
      </button>
    </Hint>
  );
}
