import type { ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Center,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { displayStatus, statusColor } from '@atlas/shared/rules/order-status';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useUserDetails } from '../api/users';
import { fullName, initials } from '../user-display';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

/** The user-details modal, loaded from GET /users/{id} when opened. */
export function UserDetailsModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const details = useUserDetails(userId);
  const user = details.data;

  let body: ReactNode;
  if (details.isError) {
    body = (
      <Alert color="red" role="alert" data-testid="user-details-error">
        {t('adminUsers.details.loadFailed')}
      </Alert>
    );
  } else if (!user) {
    body = (
      <Center py="xl">
        <Spinner label={t('common.loading')} />
      </Center>
    );
  } else {
    const name = fullName(user);
    body = (
      <Stack gap="md" data-testid="user-details">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.avatar} alt="" size={64} radius="xl" color="initials" name={name || user.email}>
            {initials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="h4" dir="auto">
              {name || t('adminUsers.details.noName')}
            </Title>
            <Text c="dimmed" size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label={t('adminUsers.details.role')}>
            <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'}>
              {t(`adminUsers.roles.${user.role}`)}
            </Badge>
          </Detail>
          <Detail label={t('adminUsers.details.mobile')}>
            {user.mobile ? <span dir="ltr">{user.mobile}</span> : t('adminUsers.details.notProvided')}
          </Detail>
          <Detail label={t('adminUsers.details.gender')}>
            {user.gender ? t(`adminUsers.genders.${user.gender}`) : t('adminUsers.details.notSpecified')}
          </Detail>
          <Detail label={t('adminUsers.details.joined')}>
            {format.date(user.createdAt, { dateStyle: 'medium' })}
          </Detail>
          <Detail label={t('adminUsers.details.verified')}>
            <Badge variant="light" color={user.isVerified ? 'green' : 'orange'}>
              {t(user.isVerified ? 'adminUsers.details.yes' : 'adminUsers.details.no')}
            </Badge>
          </Detail>
        </SimpleGrid>
        <Divider />
        <Title order={4} fz="h5">
          {t('adminUsers.details.orders')}
        </Title>
        {user.orders.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="user-no-orders">
            {t('adminUsers.details.noOrders')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360} type="native">
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminUsers.details.orderId')}</Table.Th>
                  <Table.Th>{t('adminUsers.details.orderDate')}</Table.Th>
                  <Table.Th>{t('adminUsers.details.orderStatus')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('adminUsers.details.orderTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.orders.map((order) => {
                  const status = displayStatus(order.status);
                  return (
                    <Table.Tr key={order.id} data-testid="user-order">
                      <Table.Td>#{format.id(order.id)}</Table.Td>
                      <Table.Td>{format.date(order.date, { dateStyle: 'medium' })}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColor[status]} variant="light">
                          {t(`orders.status.${status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                        {format.price(order.total)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={t('adminUsers.details.title')}
      size="lg"
      centered
    >
      {body}
    </Modal>
  );
}
