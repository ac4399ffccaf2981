import { Avatar, Container, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconRuler, IconSettings, IconShoppingBag } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { NavLink } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/session';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import classes from './profile-layout.module.css';

const sections = [
  { to: 'settings', label: 'pages.settings', icon: IconSettings },
  { to: 'passwords', label: 'pages.passwords', icon: IconKey },
  { to: 'orders', label: 'pages.orders', icon: IconShoppingBag },
  { to: 'measurements', label: 'pages.measurements', icon: IconRuler },
] as const;

/** The profile area: sidebar of sections and a 650 px scrolling content area. */
export default function ProfileLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.profile') }]} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Paper withBorder radius="lg" p="md">
              <Group gap="sm" mb="md" wrap="nowrap">
                <Avatar color="orange" radius="xl">
                  {(user?.fName[0] ?? '') + (user?.lName[0] ?? '')}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {user ? `${user.fName} ${user.lName}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {user?.email}
                  </Text>
                </div>
              </Group>
              <nav className={classes.nav} aria-label={t('pages.profile')}>
                {sections.map(({ to, label, icon: Icon }) => (
                  <NavLink key={to} to={to} className={classes.link}>
                    <Icon size={18} />
                    {t(label)}
                  </NavLink>
                ))}
              </nav>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <div className={classes.content} data-testid="profile-content">
              <Outlet />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
