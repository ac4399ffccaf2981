import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeart, IconLogin } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';

/** No favourites yet, or a visitor, who is invited to log in and come back here. */
export function FavoritesEmpty({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation();
  const mode = visitor ? 'visitor' : 'empty';
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="favorites-empty">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconHeart size={38} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(`favorites.${mode}.title`)}
      </Title>
      <Text c="dimmed" maw={420}>
        {t(`favorites.${mode}.text`)}
      </Text>
      {visitor ? (
        <Button component={Link} to={loginPath('/favorites')} leftSection={<IconLogin size={18} />}>
          {t('favorites.visitor.login')}
        </Button>
      ) : (
        <Button component={Link} to="/products">
          {t('favorites.empty.browse')}
        </Button>
      )}
    </Stack>
  );
}
