import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
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
      {/* alike to the other shopper confirm dialogs; shared, they would add to every page's preload */}
      <Modal
        opened={opened}
        onClose={close}
        title={t('favorites.clearTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text mb="lg">{t('favorites.clearText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSettled: close })}
            data-testid="favorites-clear-confirm"
          >
            {t('favorites.clearConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
