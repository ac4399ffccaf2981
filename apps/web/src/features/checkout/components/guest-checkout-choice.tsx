import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';

/** A visitor at checkout: sign in (and come back here) or go on as a guest. */
export function GuestCheckoutChoice({ onGuest }: { onGuest: () => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="guest-choice">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start" h="100%">
          <ThemeIcon size={44} radius="xl" variant="light" color="navy">
            <IconLogin size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('guest.choice.signInTitle')}
          </Title>
          <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
            {t('guest.choice.signInText')}
          </Text>
          <Button component={Link} to={loginPath('/checkout')} data-testid="guest-choice-sign-in">
            {t('guest.choice.signIn')}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start" h="100%">
          <ThemeIcon size={44} radius="xl" variant="light" color="orange">
            <IconUserQuestion size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('guest.choice.guestTitle')}
          </Title>
          <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
            {t('guest.choice.guestText')}
          </Text>
          <Button variant="outline" onClick={onGuest} data-testid="guest-choice-guest">
            {t('guest.choice.guest')}
          </Button>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
