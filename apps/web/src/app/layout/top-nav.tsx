import { ActionIcon, Burger, Container, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconShoppingCart, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/features/cart/api/get-cart';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { AuthDoor } from './auth-door';
import { CartDrawer } from './cart-drawer';
import { CountIcon } from './count-icon';
import { LanguageToggle } from './language-toggle';
import { navLinks } from './nav-links';
import classes from './top-nav.module.css';

export function TopNav() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [cartOpened, cartDrawer] = useDisclosure(false);
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const favorites = useFavorites();

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            className={classes.mobileOnly}
            color="white"
            size="sm"
            aria-label={t('nav.openMenu')}
          />
          <Link to="/" className={classes.brand} aria-label={t('nav.brandHome')}>
            <img src="/assets/images/logo-mark.svg" width={34} height={34} alt="" />
            <span>{t('brand.name')}</span>
          </Link>
        </Group>

        <nav className={classes.links} aria-label={t('nav.main')}>
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className={classes.actions}>
          <LanguageToggle />
          {isLoggedIn && (
            <Tooltip label={t('nav.profile')}>
              <ActionIcon
                component={Link}
                to="/profile"
                variant="subtle"
                size="lg"
                className={classes.iconButton}
                aria-label={t('nav.profile')}
              >
                <IconUserCircle size={22} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
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
            expanded={cartOpened}
            label={t('nav.cart')}
            count={cart.count}
            icon={<IconShoppingCart size={22} stroke={1.7} />}
            testId="cart-badge"
          />
          <AuthDoor />
        </div>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        // 'left' is the inline start in Mantine's logical drawer layout: the right in Arabic, by the burger
        position="left"
        size="xs"
        title={t('brand.name')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack gap={4} component="nav" aria-label={t('nav.main')}>
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={classes.drawerLink}
              onClick={drawer.close}
            >
              {t(link.label)}
            </NavLink>
          ))}
          <Group mt="md" px="md">
            <LanguageToggle variant="light" />
          </Group>
        </Stack>
      </Drawer>
      <CartDrawer opened={cartOpened} onClose={cartDrawer.close} />
    </header>
  );
}
