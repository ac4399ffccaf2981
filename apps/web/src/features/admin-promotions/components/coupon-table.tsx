import { Table, Text } from '@mantine/core';
import type { CouponDto, PromotionStatus } from '@atlas/shared/contract/promotions';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { RowActions, ScopeText, shownState, StateBadge, useWindowText } from './promotion-bits';
import classes from './promotion-table.module.css';

const P = 'adminPromotions';

/** '15 %', '100 EGP' or 'Free delivery', in the interface language. */
export function useCouponValue(): (coupon: Pick<CouponDto, 'kind' | 'percent' | 'amount'>) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (coupon) =>
    coupon.kind === 'percent'
      ? t(`${P}.value.percent`, { n: format.number(coupon.percent) })
      : coupon.kind === 'amount'
        ? format.price(coupon.amount)
        : t(`${P}.value.freeDelivery`);
}

/**
 * The codes: code, discount, window, uses, what they gave and brought, trainer, status and the
 * row's actions. A phone shows each row as a card of labelled lines.
 */
export function CouponTable({
  coupons,
  busyId,
  onEdit,
  onStatus,
}: {
  coupons: CouponDto[];
  /** The code whose status is being changed. */
  busyId: number | null;
  onEdit: (coupon: CouponDto) => void;
  onStatus: (coupon: CouponDto, status: PromotionStatus) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = useCouponValue();
  const windowText = useWindowText();
  const now = new Date();
  const head = (key: string) => t(`${P}.codes.table.${key}`);

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={`${classes.table} ${classes.wide}`}
        data-testid="coupon-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head('code')}</Table.Th>
            <Table.Th>{head('discount')}</Table.Th>
            <Table.Th>{head('window')}</Table.Th>
            <Table.Th className={classes.number}>{head('uses')}</Table.Th>
            <Table.Th className={classes.number}>{head('discountGiven')}</Table.Th>
            <Table.Th className={classes.number}>{head('revenue')}</Table.Th>
            <Table.Th>{head('trainer')}</Table.Th>
            <Table.Th>{head('status')}</Table.Th>
            <Table.Th className={classes.actions}>{head('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((coupon) => (
            <Table.Tr
              key={coupon.id}
              className={classes.row}
              data-testid="coupon-row"
              data-coupon-id={coupon.id}
            >
              <Table.Td>
                <Text span dir="ltr" className={classes.code} data-testid="coupon-code">
                  {coupon.code}
                </Text>
              </Table.Td>
              <Table.Td data-label={head('discount')}>
                <div>
                  <Text size="sm" fw={600} className={classes.nowrap} data-testid="coupon-value">
                    {value(coupon)}
                  </Text>
                  {coupon.scope.kind !== 'all' && <ScopeText scope={coupon.scope} />}
                  {(coupon.minSubtotal !== null || coupon.firstOrderOnly || !coupon.combinesWithOffers) && (
                    <Text size="xs" c="dimmed" data-testid="coupon-conditions">
                      {[
                        coupon.minSubtotal !== null &&
                          t(`${P}.codes.minimum`, { amount: format.price(coupon.minSubtotal) }),
                        coupon.firstOrderOnly && t(`${P}.codes.firstOrder`),
                        !coupon.combinesWithOffers && t(`${P}.codes.notOnOffers`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                </div>
              </Table.Td>
              <Table.Td data-label={head('window')}>
                <Text size="sm">{windowText(coupon)}</Text>
              </Table.Td>
              <Table.Td data-label={head('uses')} className={classes.number} data-testid="coupon-uses">
                {coupon.maxUses === null
                  ? t(`${P}.codes.usesUnlimited`, { uses: format.number(coupon.uses) })
                  : t(`${P}.codes.usesOf`, {
                      uses: format.number(coupon.uses),
                      max: format.number(coupon.maxUses),
                    })}
              </Table.Td>
              <Table.Td data-label={head('discountGiven')} className={classes.number}>
                {format.price(coupon.discountGiven)}
              </Table.Td>
              <Table.Td data-label={head('revenue')} className={classes.number}>
                {format.price(coupon.revenue)}
              </Table.Td>
              <Table.Td data-label={head('trainer')}>
                <Text size="sm" dir="auto">
                  {coupon.trainerName ?? t(`${P}.codes.noTrainer`)}
                </Text>
              </Table.Td>
              <Table.Td data-label={head('status')}>
                <StateBadge state={shownState(coupon, now)} />
              </Table.Td>
              <Table.Td className={classes.actions}>
                <RowActions
                  name={coupon.code}
                  status={coupon.status}
                  busy={busyId === coupon.id}
                  onEdit={() => onEdit(coupon)}
                  onStatus={(status) => onStatus(coupon, status)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
