import { useState } from 'react';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlus, IconTicket } from '@tabler/icons-react';
import type { CouponDto } from '@atlas/shared/contract/promotions';
import { showFailure } from '@/components/admin/admin-feedback';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { downloadCoupons, useCoupons, useSetCouponStatus, type CouponExport } from '../api/admin-promotions';
import { CouponFormModal } from './coupon-form-modal';
import { CouponTable } from './coupon-table';
import { ListBody, useFailureText, useStatusChange } from './promotion-bits';

const P = 'adminPromotions.codes';

/** The Codes tab: the codes' table, New code, Export, the code form and the status changes. */
export function CouponSection() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const coupons = useCoupons();
  const status = useSetCouponStatus();
  const [editing, setEditing] = useState<CouponDto | 'new' | null>(null);
  const [ending, setEnding] = useState<CouponDto | null>(null);
  const [exporting, setExporting] = useState(false);

  const changeStatus = useStatusChange<CouponDto>(status, P, (coupon) => ({ code: coupon.code }));

  const exportAs = (format: 'csv' | 'xlsx', what: CouponExport) => {
    setExporting(true);
    downloadCoupons(format, what)
      .catch((error: unknown) => showFailure(t(`${P}.exportFailed`, { reason: failureText(error) })))
      .finally(() => setExporting(false));
  };

  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing('new')}
      data-testid="add-coupon"
    >
      {t(`${P}.add`)}
    </Button>
  );

  const body = (
    <ListBody
      query={coupons}
      prefix={P}
      testId="coupons"
      icon={<IconTicket size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />}
      action={add}
    >
      {(rows) => (
        <CouponTable
          coupons={rows}
          busyId={status.isPending ? (status.variables?.id ?? null) : null}
          onEdit={setEditing}
          onStatus={(coupon, next) => (next === 'ended' ? setEnding(coupon) : changeStatus(coupon, next))}
        />
      )}
    </ListBody>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t(`${P}.intro`)}
        </Text>
        <Group gap="sm">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={exporting}
                disabled={!coupons.data?.length}
                data-testid="export-coupons"
              >
                {t(`${P}.export.button`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(['codes', 'uses'] as const).map((what) => (
                <div key={what}>
                  <Menu.Label>{t(`${P}.export.${what}`)}</Menu.Label>
                  {(['csv', 'xlsx'] as const).map((format) => (
                    <Menu.Item
                      key={format}
                      onClick={() => exportAs(format, what)}
                      data-testid={`export-${what}-${format}`}
                    >
                      {t(`${P}.export.${format}`)}
                    </Menu.Item>
                  ))}
                </div>
              ))}
            </Menu.Dropdown>
          </Menu>
          {add}
        </Group>
      </Group>
      {body}
      <CouponFormModal coupon={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={ending !== null}
        title={ending ? t(`${P}.end.title`, { code: ending.code }) : ''}
        message={t(`${P}.end.message`)}
        confirmLabel={t(`${P}.end.confirm`)}
        loading={status.isPending}
        onConfirm={() => ending && changeStatus(ending, 'ended', () => setEnding(null))}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
