import { Alert, Anchor, Badge, Card, Table, Text } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { Link } from '@/lib/link';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useWantedFlavors } from '../api/stock-alerts';

/** The admin dashboard's 'most wanted': sold-out flavors shoppers wait for, most waiting first. */
export function WantedFlavorsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const wanted = useWantedFlavors();
  const rows = wanted.data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="wanted-flavors">
      <Text fw={700}>{t('stockAlerts.admin.title')}</Text>
      <Text c="dimmed" size="sm" mb="sm">
        {t('stockAlerts.admin.hint')}
      </Text>
      {wanted.isPending ? (
        <Spinner size="sm" label={t('stockAlerts.admin.loading')} />
      ) : wanted.isError ? (
        <Alert color="yellow">{t('stockAlerts.admin.failed')}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="wanted-flavors-empty">
          {t('stockAlerts.admin.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stockAlerts.admin.product')}</Table.Th>
                <Table.Th>{t('stockAlerts.admin.flavor')}</Table.Th>
                <Table.Th>{t('stockAlerts.admin.waiting')}</Table.Th>
                <Table.Th>{t('stockAlerts.admin.oldest')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.productId}-${row.flavor}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/admin/products?type=id&query=${row.productId}`} size="sm">
                      {row.productName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{row.flavor === UNFLAVORED ? t('stockAlerts.admin.noFlavor') : row.flavor}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="orange">
                      {format.number(row.waiting)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {format.date(row.oldestSince, { dateStyle: 'medium' })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
