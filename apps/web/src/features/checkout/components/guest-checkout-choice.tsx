import type { ReactNode } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconUserQuestion, type Icon } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';

function ChoiceCard({
  icon: ChoiceIcon,
  color,
  title,
  text,
  action,
}: {
  icon: Icon;
  color: 'navy' | 'orange';
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start" h="100%">
        <ThemeIcon size={44} radius="xl" variant="light" color={color}>
          <ChoiceIcon size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A visitor at checkout: sign in (and come back here) or go on as a guest. */
export function GuestCheckoutChoice({ onGuest }: { onGuest: () => void }) {
  const { t } = useTranslation();
  return (
    // two choices alike in shape; each its own icon, words and action
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="guest-choice">
      <ChoiceCard
        icon={IconLogin}
        color="navy"
        title={t('guest.choice.signInTitle')}
        text={t('guest.choice.signInText')}
        action={
          <Button component={Link} to={loginPath('/checkout')} data-testid="guest-choice-sign-in">
            {t('guest.choice.signIn')}
          </Button>
        }
      />
      <ChoiceCard
        icon={IconUserQuestion}
        color="orange"
        title={t('guest.choice.guestTitle')}
        text={t('guest.choice.guestText')}
        action={
          <Button variant="outline" onClick={onGuest} data-testid="guest-choice-guest">
            {t('guest.choice.guest')}
          </Button>
        }
      />
    </SimpleGrid>
  );
}
