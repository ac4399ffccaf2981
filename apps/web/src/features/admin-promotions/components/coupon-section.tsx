import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconTicket } from '@tabler/icons-react';
import type { CouponDto } from '@atlas/shared/contract/promotions';
import { showFailure } from '@/components/admin/admin-feedback';
import { useTranslation } from '@/lib/use-translation';
import { downloadCoupons, useCoupons, useSetCouponStatus, type CouponExport } from '../api/admin-promotions';
import { CouponFormModal } from './coupon-form-modal';
import { CouponTable } from './coupon-table';
import { useFailureText } from './promotion-bits';
import { PromotionSection } from './promotion-section';

const P = 'adminPromotions.codes';

/** The Codes tab: the codes' table, New code, Export, the code form and the status changes. */
export function CouponSection() {
  const coupons = useCoupons();
  return (
    <PromotionSection<CouponDto>
      prefix={P}
      noun="coupon"
      icon={<IconTicket size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />}
      query={coupons}
      status={useSetCouponStatus()}
      words={(coupon) => ({ code: coupon.code })}
      tools={<ExportMenu disabled={!coupons.data?.length} />}
      table={({ rows, ...actions }) => <CouponTable coupons={rows} {...actions} />}
      form={(editing, onClose) => <CouponFormModal coupon={editing} onClose={onClose} />}
    />
  );
}

/** Export: the codes or every use, as CSV or Excel. */
function ExportMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [exporting, setExporting] = useState(false);

  const exportAs = (format: 'csv' | 'xlsx', what: CouponExport) => {
    setExporting(true);
    downloadCoupons(format, what)
      .catch((error: unknown) => showFailure(t(`${P}.exportFailed`, { reason: failureText(error) })))
      .finally(() => setExporting(false));
  };

  // a menu alike in shape to the products' Export; this one offers two lists, each in two formats
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exporting}
          disabled={disabled}
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
  );
}
