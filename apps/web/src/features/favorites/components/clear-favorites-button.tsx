import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useTranslation } from '@/lib/use-translation';
import { useClearFavorites } from '../api/clear-favorites';

/** 'Clear all', asked for confirmation first. A failure is logged and the list stays. */
export function ClearFavoritesButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const clear = useClearFavorites();

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={open}
        data-testid="favorites-clear"
      >
        {t('favorites.clearAll')}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={t('favorites.clearTitle')}
        text={t('favorites.clearText')}
        confirmLabel={t('favorites.clearConfirm')}
        loading={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: close })}
        confirmTestId="favorites-clear-confirm"
      />
    </>
  );
}
