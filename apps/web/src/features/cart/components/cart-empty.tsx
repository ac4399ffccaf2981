import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';

/** An empty cart; a visitor is also offered to log in (and come back) to see their account's cart. */
export function CartEmpty({
  visitor,
  onNavigate,
  compact,
  returnUrl = '/cart',
}: {
  visitor: boolean;
  /** Where the login screen brings the visitor back to. */
  returnUrl?: string;
  onNavigate?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={compact ? 'xl' : 48} ta="center" data-testid="cart-empty">
      <ThemeIcon size={compact ? 56 : 72} radius="xl" variant="light" color="orange">
        <IconShoppingCart size={compact ? 30 : 38} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('cart.empty.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('cart.empty.text')}
      </Text>
      <Button component={Link} to="/products" onClick={onNavigate}>
        {t('cart.empty.browse')}
      </Button>
      {visitor && (
        <Button
          component={Link}
          to={loginPath(returnUrl)}
          variant="subtle"
          leftSection={<IconLogin size={18} />}
          onClick={onNavigate}
          data-testid="cart-empty-login"
        >
          {t('guest.emptyCartLogin')}
        </Button>
      )}
    </Stack>
  );
}
