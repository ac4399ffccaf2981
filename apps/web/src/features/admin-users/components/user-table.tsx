import type { KeyboardEvent, SyntheticEvent } from 'react';
import { Badge, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { UserRole } from '@atlas/shared/contract/admin-users';
import type { UserDto } from '@atlas/shared/contract/users';
import { RowAction, RowActionGroup } from '@/components/admin/row-action';
import { useTranslation } from '@/lib/use-translation';
import { fullName } from '../user-display';
import classes from './user-table.module.css';

/** Clicks and keys on a row's controls stay there: they must not also open the details. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The users table: e-mail, role radios, View Details and Delete. A row opens
 * the details by click or by Enter/Space when focused. The signed-in admin's own row is
 * read-only here: demoting or deleting oneself mid-session would lock one out.
 */
export function UserTable({
  users,
  currentUserId,
  roleShown,
  onView,
  onRoleChange,
  onDelete,
}: {
  users: UserDto[];
  currentUserId: number | null;
  /** The role a row's radios show (a change waiting for confirmation shows the new one). */
  roleShown: (user: UserDto) => UserRole;
  onView: (user: UserDto) => void;
  onRoleChange: (user: UserDto, role: UserRole) => void;
  onDelete: (user: UserDto) => void;
}) {
  const { t } = useTranslation();

  const openOnKey = (user: UserDto) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onView(user);
    }
  };

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminUsers.table.email')}</Table.Th>
            <Table.Th>{t('adminUsers.table.role')}</Table.Th>
            <Table.Th className={classes.actions}>{t('adminUsers.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            const name = fullName(user);
            return (
              <Table.Tr
                key={user.id}
                className={classes.row}
                tabIndex={0}
                onClick={() => onView(user)}
                onKeyDown={openOnKey(user)}
                data-testid="admin-user-row"
                data-user-email={user.email}
              >
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} dir="ltr" className={classes.email}>
                        {user.email}
                      </Text>
                      {self && (
                        <Badge size="xs" variant="light">
                          {t('adminUsers.table.you')}
                        </Badge>
                      )}
                    </Group>
                    {name && (
                      <Text size="sm" c="dimmed">
                        {name}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td onClick={stop} onKeyDown={stop}>
                  <Radio.Group
                    value={roleShown(user)}
                    onChange={(value) => onRoleChange(user, value as UserRole)}
                    name={`role-${user.id}`}
                    label={
                      <VisuallyHidden>{t('adminUsers.table.roleOf', { email: user.email })}</VisuallyHidden>
                    }
                    readOnly={self}
                  >
                    {/* two radios alike in shape to other choices; these pick a role */}
                    <Group gap="md" wrap="nowrap">
                      <Radio
                        value="user"
                        label={t('adminUsers.roles.user')}
                        disabled={self}
                        data-testid="role-radio-user"
                      />
                      <Radio
                        value="admin"
                        label={t('adminUsers.roles.admin')}
                        disabled={self}
                        data-testid="role-radio-admin"
                      />
                    </Group>
                  </Radio.Group>
                </Table.Td>
                <Table.Td onClick={stop} onKeyDown={stop} className={classes.actions}>
                  <RowActionGroup>
                    <RowAction
                      label={t('adminUsers.table.view')}
                      ariaLabel={t('adminUsers.table.viewOf', { email: user.email })}
                      icon={IconEye}
                      onClick={() => onView(user)}
                      testId="view-user"
                    />
                    <RowAction
                      label={self ? t('adminUsers.table.cannotDeleteSelf') : t('adminUsers.table.delete')}
                      ariaLabel={t('adminUsers.table.deleteOf', { email: user.email })}
                      icon={IconTrash}
                      color="red"
                      onClick={() => onDelete(user)}
                      disabled={self}
                      testId="delete-user"
                    />
                  </RowActionGroup>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
