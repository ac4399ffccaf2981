import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { SupplementPlanLineDto } from '@atlas/shared/contract/supplement-plan';
import { Picture } from '@/components/ui/picture';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { reasonText } from '../reason-text';
import classes from './supplement-plan.module.css';

const roleColor: Record<SupplementPlanLineDto['role'], string> = {
  protein: 'orange',
  creatine: 'teal',
  'pre-workout': 'grape',
};

/**
 * One line of the proposal: what it is, how much of it a day, how long a container lasts, what a
 * serving and a month cost, and why. A pre-workout is taken on training days only: its servings
 * are counted a week, since a fraction of a serving a day means nothing to take.
 */
export function PlanLineCard({ line, headingOrder }: { line: SupplementPlanLineDto; headingOrder: 3 | 4 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const weekly = line.role === 'pre-workout';
  const figures = [
    {
      key: 'servings',
      label: t('supplementPlan.line.servings'),
      value: weekly
        ? t('supplementPlan.line.perWeek', {
            count: line.servingsPerWeek,
            n: format.number(line.servingsPerWeek),
          })
        : t('supplementPlan.line.perDay', {
            count: line.servingsPerDay,
            n: format.number(line.servingsPerDay),
          }),
    },
    {
      key: 'lasts',
      label: t('supplementPlan.line.lasts'),
      value: t('supplementPlan.line.days', {
        count: line.daysContainerLasts,
        n: format.number(line.daysContainerLasts),
      }),
    },
    { key: 'serving', label: t('supplementPlan.line.perServing'), value: format.price(line.pricePerServing) },
    { key: 'month', label: t('supplementPlan.line.perMonth'), value: format.price(line.costPerMonth) },
  ];
  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      padding="md"
      className={classes.line}
      data-testid="plan-line"
      data-product-id={line.productId}
      data-role={line.role}
    >
      <div className={classes.lineHead}>
        <Picture src={line.image} width={88} height={88} sizes="88px" className={classes.lineImage} alt="" />
        <div className={classes.lineTitle}>
          <Badge color={roleColor[line.role]} variant="light" data-testid="plan-line-role">
            {t(`plan.role.${line.role}`)}
          </Badge>
          <Title order={headingOrder} size="h5">
            <Link to={`/products/${line.productId}`} className={classes.lineName}>
              <bdi>{line.name}</bdi>
            </Link>
          </Title>
          {line.flavor !== null && line.flavor !== UNFLAVORED && (
            <Text size="sm" c="dimmed" data-testid="plan-line-flavor">
              {t('orders.flavor')}: <bdi>{line.flavorLabel}</bdi>
            </Text>
          )}
        </div>
      </div>
      <dl className={classes.figures}>
        {figures.map((f) => (
          <div key={f.key} className={classes.figure}>
            <dt>{f.label}</dt>
            <dd data-testid={`plan-line-${f.key}`}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <Text size="sm" className={classes.reason} data-testid="plan-line-reason">
        {reasonText(t, format.number, line.reason)}
      </Text>
      <Group gap={6} mt="auto" pt="xs">
        <Text size="xs" c="dimmed">
          {t('supplementPlan.line.containerPrice', { price: format.price(line.price) })}
        </Text>
      </Group>
    </Card>
  );
}
