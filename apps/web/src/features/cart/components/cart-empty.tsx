import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';

/** An empty cart, or a visitor's, who is invited to log in and come back to the cart. */
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
  const mode = visitor ? 'visitor' : 'empty';
  return (
    <Stack align="center" gap="sm" py={compact ? 'xl' : 48} ta="center" data-testid="cart-empty">
      <ThemeIcon size={compact ? 56 : 72} radius="xl" variant="light" color="orange">
        <IconShoppingCart size={compact ? 30 : 38} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(`cart.${mode}.title`)}
      </Title>
      <Text c="dimmed" maw={420}>
        {t(`cart.${mode}.text`)}
      </Text>
      {visitor ? (
        <Button
          component={Link}
          to={loginPath(returnUrl)}
          leftSection={<IconLogin size={18} />}
          onClick={onNavigate}
        >
          {t('cart.visitor.login')}
        </Button>
      ) : (
        <Button component={Link} to="/products" onClick={onNavigate}>
          {t('cart.empty.browse')}
        </Button>
      )}
    </Stack>
  );
}
