import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { IconRosetteDiscount, IconTicket } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { CouponSection } from './coupon-section';
import { OfferSection } from './offer-section';

type Tab = 'codes' | 'offers';

/** /admin/promotions' content: the codes and the automatic offers, a tab each. */
export function PromotionsView({ initialTab = 'codes' }: { initialTab?: Tab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(initialTab);
  return (
    <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'codes')} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="codes" leftSection={<IconTicket size={16} aria-hidden />} data-testid="tab-codes">
          {t('adminPromotions.tabs.codes')}
        </Tabs.Tab>
        <Tabs.Tab
          value="offers"
          leftSection={<IconRosetteDiscount size={16} aria-hidden />}
          data-testid="tab-offers"
        >
          {t('adminPromotions.tabs.offers')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="codes">
        <CouponSection />
      </Tabs.Panel>
      <Tabs.Panel value="offers">
        <OfferSection />
      </Tabs.Panel>
    </Tabs>
  );
}
