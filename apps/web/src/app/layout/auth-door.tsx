import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import classes from './top-nav.module.css';

/** The door icon: asks before going to the login screen, or before logging out. */
export function AuthDoor() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const logout = useLogout();
  const mode = isLoggedIn ? 'logout' : 'login';
  const Icon = isLoggedIn ? IconDoorExit : IconDoorEnter;

  const confirm = async () => {
    close();
    if (isLoggedIn) await logout.mutateAsync();
    void navigate('/login');
  };

  return (
    <>
      <Tooltip label={t(`auth.door.${mode}`)}>
        <ActionIcon
          variant="subtle"
          size="lg"
          className={classes.iconButton}
          onClick={open}
          aria-label={t(`auth.door.${mode}`)}
        >
          <Icon size={22} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t(`auth.door.${mode}Title`)} centered>
        <Text mb="lg">{t(`auth.door.${mode}Text`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button data-autofocus color={isLoggedIn ? 'red' : undefined} onClick={() => void confirm()}>
            {t(`auth.door.${mode}Confirm`)}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
