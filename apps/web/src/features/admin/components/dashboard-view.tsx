import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  LoadingOverlay,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconCash, IconPackage, IconPlus, IconReceipt, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MonthChangeDto } from '@atlas/shared/contract/admin';
import { Link } from '@/lib/link';
import { AdminPage } from '@/components/admin/admin-page';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useDashboard } from '../api/dashboard';
import { RevenueChart } from './revenue-chart';
import { ReviewQueueCard } from './review-queue-card';
import { StatCard } from './stat-card';

/** Badges keep their whole word in narrow table cells. */
const noShrink = { flexShrink: 0, minWidth: 'max-content' } as const;

function Widget({ title, viewAll, children }: { title: string; viewAll: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{title}</Text>
        <Anchor component={Link} to={viewAll} size="sm" fw={600}>
          {t('adminDashboard.viewAll')}
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

/**
 * The admin dashboard with real month-over-month figures (docs/api-compatibility.md). `extra`:
 * cards other features add (the app plugs them in; features do not import each other).
 */
export function DashboardView({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { figures, products, users } = useDashboard();
  const { language } = useLanguage();
  const loading = figures.isPending || products.isPending || users.isPending;
  const refreshing = figures.isFetching || products.isFetching || users.isFetching;
  const failed = [figures, products, users].some((q) => q.isError);
  const f = figures.data;
  const zero = { value: 0, changePercent: 0 };

  const stats: {
    figure: MonthChangeDto | undefined;
    label: string;
    show: (value: number) => string;
    note?: string;
    icon: ReactNode;
    testId: string;
  }[] = [
    {
      figure: f?.totalProducts,
      label: t('adminDashboard.totalProducts'),
      show: format.number,
      icon: <IconPackage size={24} />,
      testId: 'stat-products',
    },
    {
      figure: f?.totalUsers,
      label: t('adminDashboard.totalUsers'),
      show: format.number,
      icon: <IconUsers size={24} />,
      testId: 'stat-users',
    },
    {
      figure: f?.orders,
      label: t('adminDashboard.orders'),
      show: format.number,
      icon: <IconReceipt size={24} />,
      testId: 'stat-orders',
    },
    {
      figure: f?.activeRevenue,
      label: t('adminDashboard.activeRevenue'),
      show: format.price,
      note: t('adminDashboard.excludingCancelled'),
      icon: <IconCash size={24} />,
      testId: 'stat-revenue',
    },
  ];

  const refresh = () => {
    void figures.refetch();
    void products.refetch();
    void users.refetch();
  };

  return (
    <AdminPage
      title={t('admin.dashboard')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={refresh}
          loading={refreshing && !loading}
          data-testid="dashboard-refresh"
        >
          {t('adminDashboard.refresh')}
        </Button>
      }
    >
      <Box pos="relative" mih={200}>
        <LoadingOverlay
          visible={loading}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          loaderProps={{ children: <Text fw={600}>{t('adminDashboard.loading')}</Text> }}
        />
        <Stack gap="lg">
          {failed && (
            <Alert color="yellow" data-testid="dashboard-partial">
              {t('adminDashboard.partial')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {stats.map(({ figure, label, show, note, icon, testId }) => (
              <StatCard
                key={testId}
                label={label}
                value={show((figure ?? zero).value)}
                changePercent={(figure ?? zero).changePercent}
                note={note}
                icon={icon}
                testId={testId}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('adminDashboard.changeExplained')}
          </Text>
          <ReviewQueueCard pending={f?.pendingReviews ?? 0} reported={f?.reportedReviews ?? 0} />

          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <RevenueChart days={f?.revenueByDay ?? []} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Card withBorder radius="lg" padding="lg" h="100%" data-testid="low-stock">
                <Text fw={700} mb="sm">
                  {t('adminDashboard.lowStock')}
                </Text>
                {(f?.lowStock ?? []).length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('adminDashboard.noLowStock')}
                  </Text>
                ) : (
                  <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
                    <Stack gap={6}>
                      {f!.lowStock.map((item) => (
                        <Group key={`${item.productId}-${item.flavor}`} justify="space-between" wrap="nowrap">
                          <Anchor
                            component={Link}
                            to={`/admin/products?type=id&query=${item.productId}`}
                            size="sm"
                            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                            data-testid="low-stock-item"
                          >
                            {(language === 'ar' && item.productNameAr) || item.productName} ·{' '}
                            <bdi>{(language === 'ar' && item.flavorAr) || item.flavor}</bdi>
                          </Anchor>
                          <Badge
                            color={item.quantity === 0 ? 'red' : 'yellow'}
                            variant="light"
                            style={noShrink}
                          >
                            {t('adminDashboard.units', {
                              count: item.quantity,
                              n: format.number(item.quantity),
                            })}
                          </Badge>
                        </Group>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                )}
              </Card>
            </Grid.Col>
          </Grid>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {/* two recent lists alike in shape; each its own rows (products: price, users: status) */}
            <Widget title={t('adminDashboard.recentProducts')} viewAll="/admin/products">
              <ListTable
                empty={(products.data ?? []).length === 0}
                emptyText={t('adminDashboard.noProducts')}
                emptyTestId="recent-products-empty"
                testId="recent-products"
              >
                {(products.data ?? []).map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {(language === 'ar' && p.nameAr) || p.name}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.price(p.price)}</Table.Td>
                    <Table.Td>
                      <Badge color={p.inStock ? 'teal' : 'red'} variant="light" style={noShrink}>
                        {t(p.inStock ? 'adminDashboard.inStock' : 'adminDashboard.outOfStock')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </Widget>
            <Widget title={t('adminDashboard.recentUsers')} viewAll="/admin/users">
              <ListTable
                empty={(users.data ?? []).length === 0}
                emptyText={t('adminDashboard.noUsers')}
                emptyTestId="recent-users-empty"
                testId="recent-users"
              >
                {(users.data ?? []).map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {u.email}
                    </Table.Td>
                    <Table.Td>{t(`adminDashboard.roles.${u.role}`)}</Table.Td>
                    <Table.Td>
                      {/* Active means verified, true when unknown */}
                      <Badge
                        color={u.isVerified !== false ? 'teal' : 'gray'}
                        variant="light"
                        style={noShrink}
                      >
                        {t(u.isVerified !== false ? 'adminDashboard.active' : 'adminDashboard.inactive')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </Widget>
          </SimpleGrid>

          {extra}
          <Card withBorder radius="lg" padding="lg" data-testid="search-misses">
            <Text fw={700}>{t('adminDashboard.searchMisses')}</Text>
            <Text c="dimmed" size="sm" mb="sm">
              {t('adminDashboard.searchMissesHint')}
            </Text>
            <ListTable
              empty={(f?.searchMisses ?? []).length === 0}
              emptyText={t('adminDashboard.searchMissesEmpty')}
              emptyTestId="search-misses-empty"
              headings={[
                t('adminDashboard.searchMissesQuery'),
                t('adminDashboard.searchMissesCount'),
                t('adminDashboard.searchMissesLast'),
              ]}
            >
              {(f?.searchMisses ?? []).map((miss) => (
                <Table.Tr key={miss.query} data-testid="search-miss">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/products?q=${encodeURIComponent(miss.query)}`} size="sm">
                      {miss.query}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="orange" style={noShrink}>
                      {format.number(miss.count)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(miss.lastSeen)}</Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Card>

          <Card withBorder radius="lg" padding="lg" data-testid="top-codes">
            <Group justify="space-between" align="baseline" mb="sm">
              <Text fw={700}>{t('adminDashboard.topCodes')}</Text>
              <Anchor component={Link} to="/admin/promotions" size="sm">
                {t('adminDashboard.allCodes')}
              </Anchor>
            </Group>
            <ListTable
              empty={(f?.topCodes ?? []).length === 0}
              emptyText={t('adminDashboard.topCodesEmpty')}
              emptyTestId="top-codes-empty"
              headings={[
                t('adminDashboard.topCodesCode'),
                t('adminDashboard.topCodesUses'),
                t('adminDashboard.topCodesDiscount'),
                t('adminDashboard.topCodesRevenue'),
              ]}
            >
              {(f?.topCodes ?? []).map((code) => (
                <Table.Tr key={code.code} data-testid="top-code">
                  <Table.Td ff="monospace" dir="ltr" style={{ textAlign: 'start' }}>
                    {code.code}
                  </Table.Td>
                  <Table.Td>{format.number(code.uses)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.price(code.discountGiven)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.price(code.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Card>

          <Card withBorder radius="lg" padding="lg">
            <Text fw={700} mb="sm">
              {t('adminDashboard.quickActions')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/admin/products" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('adminDashboard.manageProducts')}
              </Button>
              <Button component={Link} to="/admin/users" variant="light">
                {t('adminDashboard.manageUsers')}
              </Button>
              <Button component={Link} to="/admin/orders" variant="light">
                {t('adminDashboard.viewOrders')}
              </Button>
            </Group>
          </Card>
        </Stack>
      </Box>
    </AdminPage>
  );
}

/**
 * A dashboard list as a table (under its headings, if any), or a line saying there is nothing in
 * it yet. A table with headings keeps its columns and scrolls on a narrow screen; one without
 * wraps its cells instead.
 */
function ListTable({
  empty,
  emptyText,
  emptyTestId,
  headings,
  testId,
  children,
}: {
  empty: boolean;
  emptyText: string;
  emptyTestId: string;
  headings?: string[];
  testId?: string;
  children: ReactNode;
}) {
  if (empty)
    return (
      <Text c="dimmed" size="sm" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  const table = (
    <Table verticalSpacing="xs" data-testid={testId}>
      {headings && (
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return headings ? <Table.ScrollContainer minWidth={360}>{table}</Table.ScrollContainer> : table;
}
