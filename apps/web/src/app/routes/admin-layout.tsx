import { Avatar, Burger, Drawer, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconActivity,
  IconBarbell,
  IconBuildingStore,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconPackage,
  IconReceipt,
  IconRosetteDiscount,
  IconStars,
  IconTruckDelivery,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Link, NavLink } from '@/lib/link';
import { isAdminSection, type AdminSection } from '@atlas/shared/rules/admin-search';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { logout } from '@/features/auth/api/logout';
import { LanguageToggle } from '../layout/language-toggle';
import { routeHandle } from '../route-handle';
import { useRouteMatches } from '../routing';
import { AdminSearch } from './admin-search';
import classes from './admin-layout.module.css';
import { LogoMark } from '@/components/ui/logo-mark';

/**
 * The admin area is one lazily loaded module that hands out its screens (app/router.tsx): the
 * shop's router then lists one module for the whole area instead of every admin screen with its
 * dependencies, which keeps the JavaScript every public page downloads smaller. Each screen
 * still loads on its first visit.
 */
const screenModules = import.meta.glob<{ default: ComponentType }>('./admin-*-page.tsx');

function screen(name: string): ComponentType {
  const load = screenModules[`./${name}.tsx`];
  if (!load) throw new Error(`no admin screen routes/${name}.tsx`);
  return lazy(load);
}

export const adminScreens = {
  dashboard: screen('admin-dashboard-page'),
  products: screen('admin-products-page'),
  users: screen('admin-users-page'),
  newUser: screen('admin-user-new-page'),
  orders: screen('admin-orders-page'),
  delivery: screen('admin-delivery-page'),
  promotions: screen('admin-promotions-page'),
  reviews: screen('admin-reviews-page'),
  trainers: screen('admin-trainers-page'),
  submissions: screen('admin-submissions-page'),
  activity: screen('admin-activity-page'),
};
export type AdminScreen = keyof typeof adminScreens;

const sections: { section: AdminSection; icon: ReactNode }[] = [
  { section: 'dashboard', icon: <IconLayoutDashboard size={20} aria-hidden /> },
  { section: 'products', icon: <IconPackage size={20} aria-hidden /> },
  { section: 'users', icon: <IconUsers size={20} aria-hidden /> },
  { section: 'orders', icon: <IconReceipt size={20} aria-hidden /> },
  { section: 'delivery', icon: <IconTruckDelivery size={20} aria-hidden /> },
  { section: 'promotions', icon: <IconRosetteDiscount size={20} aria-hidden /> },
  { section: 'reviews', icon: <IconStars size={20} aria-hidden /> },
  { section: 'trainers', icon: <IconBarbell size={20} aria-hidden /> },
  { section: 'submissions', icon: <IconMail size={20} aria-hidden /> },
  { section: 'activity', icon: <IconActivity size={20} aria-hidden /> },
];

/** The section the URL names (/admin/{section}/…), the dashboard otherwise. */
function currentSection(pathname: string): AdminSection {
  const segment = pathname.split('/')[2] ?? '';
  return isAdminSection(segment) ? segment : 'dashboard';
}

function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminShell.navigation')}>
      <Link to="/admin/dashboard" className={classes.brand} onClick={onNavigate}>
        <LogoMark size={30} gradientId="logo-admin" />
        <span>{t('adminShell.brand')}</span>
      </Link>
      {sections.map(({ section, icon }) => (
        <NavLink
          key={section}
          to={`/admin/${section}`}
          className={classes.navLink}
          onClick={onNavigate}
          data-testid={`admin-nav-${section}`}
        >
          {icon}
          <span>{t(`admin.${section}`)}</span>
        </NavLink>
      ))}
      <Link to="/" className={`${classes.navLink} ${classes.shopLink}`} onClick={onNavigate}>
        <IconBuildingStore size={20} aria-hidden />
        <span>{t('adminShell.backToShop')}</span>
      </Link>
    </nav>
  );
}

/** The admin area's shell: sidebar, header (breadcrumb, search, language, account) and the screen. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const section = currentSection(pathname);
  const route = routeHandle(useRouteMatches());
  const sectionTitle = t(`admin.${section}`);
  const pageTitle = route ? t(route.handle.title, route.params) : sectionTitle;
  const crumbs = [
    { label: t('pages.admin'), to: '/admin/dashboard' },
    ...(pageTitle === sectionTitle
      ? [{ label: sectionTitle }]
      : [{ label: sectionTitle, to: `/admin/${section}` }, { label: pageTitle }]),
  ];
  const initials = `${user?.fName?.[0] ?? ''}${user?.lName?.[0] ?? ''}`.toUpperCase() || 'A';

  const signOut = async () => {
    await logout();
    queryClient.clear();
    void navigate('/login');
  };

  return (
    <div className={classes.shell}>
      <aside className={classes.sidebar}>
        <SidebarLinks />
      </aside>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={260}
        padding={0}
        withCloseButton={false}
        title={null}
      >
        <div className={classes.drawerNav}>
          <SidebarLinks onNavigate={drawer.close} />
        </div>
      </Drawer>
      <div className={classes.body}>
        <header className={classes.header}>
          <Burger
            className={classes.menuBurger}
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={t('adminShell.openMenu')}
          />
          <div className={classes.crumbs}>
            <PageBreadcrumbs items={crumbs} />
          </div>
          <AdminSearch section={section} />
          <LanguageToggle variant="light" />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton data-testid="admin-account">
                {/* the name says what the initials are, and starts with them, as they are what shows */}
                <Avatar color="orange" radius="xl" size={36}>
                  {initials}
                </Avatar>
                <VisuallyHidden>{t('adminShell.account')}</VisuallyHidden>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {user?.email && <Menu.Label>{user.email}</Menu.Label>}
              <Menu.Item component={Link} to="/profile/settings" leftSection={<IconUser size={16} />}>
                {t('adminShell.myProfile')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconLogout size={16} className="flip-rtl" />}
                onClick={() => void signOut()}
                data-testid="admin-logout"
              >
                {t('adminShell.logout')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </header>
        <main id="main" className={classes.main}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
