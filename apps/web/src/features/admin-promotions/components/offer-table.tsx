import { Table, Text } from '@mantine/core';
import type { OfferDto, PromotionStatus } from '@atlas/shared/contract/promotions';
import type { Language } from '@atlas/shared/rules/locale';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { RowActions, ScopeText, shownState, StateBadge, useWindowText } from './promotion-bits';
import classes from './promotion-table.module.css';

const P = 'adminPromotions';

/** An offer's name in the interface language (the English one when the Arabic is blank). */
export function offerName(offer: Pick<OfferDto, 'nameEn' | 'nameAr'>, language: Language): string {
  return language === 'ar' && offer.nameAr.trim() ? offer.nameAr : offer.nameEn;
}

/** The automatic offers: name, kind, percent, scope, window, status and the row's actions. */
export function OfferTable({
  offers,
  busyId,
  onEdit,
  onStatus,
}: {
  offers: OfferDto[];
  busyId: number | null;
  onEdit: (offer: OfferDto) => void;
  onStatus: (offer: OfferDto, status: PromotionStatus) => void;
}) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  const now = new Date();
  const head = (key: string) => t(`${P}.offers.table.${key}`);

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={`${classes.table} ${classes.medium}`}
        data-testid="offer-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head('name')}</Table.Th>
            <Table.Th>{head('kind')}</Table.Th>
            <Table.Th className={classes.number}>{head('percent')}</Table.Th>
            <Table.Th>{head('scope')}</Table.Th>
            <Table.Th>{head('window')}</Table.Th>
            <Table.Th>{head('status')}</Table.Th>
            <Table.Th className={classes.actions}>{head('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const name = offerName(offer, language);
            return (
              <Table.Tr
                key={offer.id}
                className={classes.row}
                data-testid="offer-row"
                data-offer-id={offer.id}
              >
                <Table.Td>
                  <Text fw={600} dir="auto" data-testid="offer-name">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td data-label={head('kind')} className={classes.nowrap} data-testid="offer-kind">
                  {offer.kind === 'sale'
                    ? t(`${P}.offers.kinds.sale`)
                    : t(`${P}.offers.kinds.tierOf`, { n: format.number(offer.minQuantity) })}
                </Table.Td>
                <Table.Td data-label={head('percent')} className={classes.number}>
                  {t(`${P}.value.percent`, { n: format.number(offer.percent) })}
                </Table.Td>
                <Table.Td data-label={head('scope')}>
                  <ScopeText scope={offer.scope} />
                </Table.Td>
                <Table.Td data-label={head('window')}>
                  <Text size="sm">{windowText(offer)}</Text>
                </Table.Td>
                <Table.Td data-label={head('status')}>
                  <StateBadge state={shownState(offer, now)} />
                </Table.Td>
                <Table.Td className={classes.actions}>
                  <RowActions
                    name={name}
                    status={offer.status}
                    busy={busyId === offer.id}
                    onEdit={() => onEdit(offer)}
                    onStatus={(status) => onStatus(offer, status)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
