import { deferred } from '@/components/ui/deferred';
import { Hint } from '@/components/ui/hint';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconHeart, IconSearch, IconShoppingCart, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { useGuestLines } from '@/lib/guest-cart';
import { Link, NavLink } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useCart } from '@/features/cart/api/get-cart';
import { useGuestCartMerge } from '@/features/cart/use-guest-cart-merge';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { AuthDoor } from './auth-door';
import { CountIcon } from './count-icon';
import { LanguageToggle } from './language-toggle';
import { navLinks } from './nav-links';
import classes from './top-nav.module.css';
import { LogoMark } from '@/components/ui/logo-mark';

const NavDrawer = deferred(() => import('./nav-drawer'));
const CartDrawer = deferred(() => import('./cart-drawer'));
const SearchPanel = deferred(() => import('@/features/products/components/search-panel'));

/** The header's bar: brand, links, search, language, account, favourites and cart (TopNav). */
export default function TopNavBar() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [cartOpened, cartDrawer] = useDisclosure(false);
  const [searchOpened, searchPanel] = useDisclosure(false);
  const { isLoggedIn } = useSession();
  const cart = useCart();
  useGuestCartMerge();
  const favorites = useFavorites();
  const queryClient = useQueryClient();
  const guestLines = useGuestLines();
  const prepareCart = () => {
    CartDrawer.preload();
    if (!isLoggedIn)
      void import('@/features/cart/api/use-priced-cart')
        .then((priced) => priced.prefetchGuestCart(queryClient, guestLines))
        .catch(() => undefined);
  };

  return (
    <>
      <div className={classes.inner}>
        <div className={classes.start}>
          <button
            type="button"
            onClick={drawer.toggle}
            onPointerEnter={NavDrawer.preload}
            className={`${classes.burger} ${classes.mobileOnly}`}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
          >
            <span className={classes.lines} />
          </button>
          <Link to="/" className={classes.brand} aria-label={t('nav.brandHome')}>
            <LogoMark size={34} gradientId="logo-header" />
            <span>{t('brand.name')}</span>
          </Link>
        </div>

        <nav className={classes.links} aria-label={t('nav.main')}>
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className={classes.actions}>
          <Hint label={t('search.open')} below>
            <button
              type="button"
              className={classes.searchButton}
              onClick={searchPanel.open}
              onPointerEnter={SearchPanel.preload}
              onFocus={SearchPanel.preload}
              aria-label={t('search.label')}
              aria-haspopup="dialog"
              aria-expanded={searchOpened}
              data-testid="header-search"
            >
              <IconSearch size={20} stroke={1.8} aria-hidden />
              <span className={classes.searchText}>{t('search.placeholder')}</span>
            </button>
          </Hint>
          <LanguageToggle />
          {isLoggedIn && (
            <Hint label={t('nav.profile')} below>
              <Link to="/profile" className={classes.iconButton} aria-label={t('nav.profile')}>
                <IconUserCircle size={22} stroke={1.7} />
              </Link>
            </Hint>
          )}
          <CountIcon
            to="/favorites"
            label={t('nav.favorites')}
            count={favorites.count}
            icon={<IconHeart size={22} stroke={1.7} />}
            testId="favorites-badge"
          />
          <CountIcon
            onClick={cartDrawer.open}
            onIntent={prepareCart}
            expanded={cartOpened}
            label={t('nav.cart')}
            count={cart.count}
            icon={<IconShoppingCart size={22} stroke={1.7} />}
            testId="cart-badge"
          />
          <AuthDoor />
        </div>
      </div>

      <NavDrawer opened={drawerOpened} onClose={drawer.close} />
      <CartDrawer opened={cartOpened} onClose={cartDrawer.close} />
      <SearchPanel opened={searchOpened} onClose={searchPanel.close} />
    </>
  );
}
