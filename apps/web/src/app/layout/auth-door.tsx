import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorEnter } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './top-nav.module.css';

/** The door icon: asks before going to the login screen (logout arrives with accounts). */
export function AuthDoor() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <Tooltip label={t('auth.door.login')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          className={classes.iconButton}
          onClick={open}
          aria-label={t('auth.door.login')}
        >
          <IconDoorEnter size={22} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('auth.door.loginTitle')} centered>
        <Text mb="lg">{t('auth.door.loginText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              close();
              void navigate('/login');
            }}
          >
            {t('auth.door.loginConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
