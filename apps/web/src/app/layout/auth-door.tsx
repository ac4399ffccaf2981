import { deferred } from '@/components/ui/deferred';
import { Hint } from '@/components/ui/hint';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import classes from './top-nav.module.css';

const AuthDoorDialog = deferred(() => import('./auth-door-dialog'));

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
      <Hint label={t(`auth.door.${mode}`)} below>
        <button
          type="button"
          className={classes.iconButton}
          onClick={open}
          onPointerEnter={AuthDoorDialog.preload}
          aria-label={t(`auth.door.${mode}`)}
        >
          <Icon size={22} stroke={1.7} />
        </button>
      </Hint>
      <AuthDoorDialog opened={opened} onClose={close} mode={mode} onConfirm={() => void confirm()} />
    </>
  );
}
