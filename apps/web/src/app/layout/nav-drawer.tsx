import { Drawer, Group, Stack } from '@mantine/core';
import { NavLink } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { LanguageToggle } from './language-toggle';
import { navLinks } from './nav-links';
import classes from './top-nav.module.css';

/** The phone's menu: the main links and the language switch, from the inline start. */
export default function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // 'left' is the inline start in Mantine's logical drawer layout: the right in Arabic, by the burger
      position="left"
      size="xs"
      title={t('brand.name')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap={4} component="nav" aria-label={t('nav.main')}>
        {navLinks.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={classes.drawerLink} onClick={onClose}>
            {t(link.label)}
          </NavLink>
        ))}
        <Group mt="md" px="md">
          <LanguageToggle variant="light" />
        </Group>
      </Stack>
    </Drawer>
  );
}
