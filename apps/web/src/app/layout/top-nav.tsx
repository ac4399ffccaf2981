import { ActionIcon, Burger, Container, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconShoppingCart, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '@/lib/session';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { AuthDoor } from './auth-door';
import { CountIcon } from './count-icon';
import { LanguageToggle } from './language-toggle';
import { navLinks } from './nav-links';
import classes from './top-nav.module.css';

/** Counts arrive with the favourites and cart features; until then there is nothing in either. */
const favoritesCount = 0;
const cartCount = 0;

export function TopNav() {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { isLoggedIn } = useSession();

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
            count={favoritesCount}
            icon={<IconHeart size={22} stroke={1.7} />}
          />
          <CountIcon
            to="/cart"
            label={t('nav.cart')}
            count={cartCount}
            icon={<IconShoppingCart size={22} stroke={1.7} />}
          />
          <AuthDoor />
        </div>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'right' : 'left'}
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
    </header>
  );
}
