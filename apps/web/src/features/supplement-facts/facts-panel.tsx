import { useId, type ReactNode } from 'react';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { flavorFacts } from '@atlas/shared/rules/servings';
import classes from './facts.module.css';

type Format = ReturnType<typeof useFormat>;
type Translate = ReturnType<typeof useTranslation>['t'];

/** An amount with its unit, as one piece of text in either direction. */
function amount(t: Translate, format: Format, unit: string, value: number): ReactNode {
  return <bdi>{t(`facts.amount.${unit}`, { count: value, n: format.number(value) })}</bdi>;
}

/**
 * The supplement facts table of a product (a flavor's own values over the product's when it has
 * them), its allergens and what it suits. Loaded on demand by FactsSlot.
 */
export function FactsPanel({
  facts: productFacts,
  override,
  flavorLabel,
}: {
  facts: SupplementFacts;
  /** The selected flavor's own values, when it has them. */
  override?: FlavorFactsOverride;
  flavorLabel: string;
}) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const suitableId = useId();
  const facts = flavorFacts(productFacts, override);
  const p = facts.perServing;
  const g = (value: number) => amount(t, format, 'g', value);
  const mg = (value: number) => amount(t, format, 'mg', value);

  const perServing: [key: string, label: ReactNode, value: ReactNode][] = [
    ['energy', t('facts.energy'), amount(t, format, 'kcal', p.energyKcal)],
    ['protein', t('facts.protein'), g(p.proteinG)],
    ['carbs', t('facts.carbs'), g(p.carbsG)],
    ['sugar', <span className={classes.sub}>{t('facts.sugar')}</span>, g(p.sugarG)],
    ['fat', t('facts.fat'), g(p.fatG)],
  ];
  if (p.creatineMg > 0) perServing.push(['creatine', t('facts.creatine'), mg(p.creatineMg)]);
  if (p.caffeineMg > 0) perServing.push(['caffeine', t('facts.caffeine'), mg(p.caffeineMg)]);
  p.actives.forEach((active, i) =>
    perServing.push([
      `active-${i}`,
      <bdi>{language === 'ar' && active.ar ? active.ar : active.en}</bdi>,
      mg(active.mg),
    ]),
  );
  const separator = t('facts.separator');

  return (
    <div className={classes.panel} data-testid="supplement-facts">
      {override && (
        <p className={classes.line} data-testid="flavor-facts-note">
          {t('facts.flavorValues')}{' '}
          <b>
            <bdi>{flavorLabel}</bdi>
          </b>
        </p>
      )}
      <table className={classes.table}>
        <caption>{t('facts.title')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('facts.servingSize')}</th>
            <td>{amount(t, format, facts.servingUnit, facts.servingSize)}</td>
          </tr>
          <tr>
            <th scope="row">{t('facts.servingsPerContainer')}</th>
            <td>{format.number(facts.servingsPerContainer)}</td>
          </tr>
        </tbody>
        <tbody>
          <tr className={classes.head}>
            <td />
            <th scope="col">{t('facts.perServing')}</th>
          </tr>
          {perServing.map(([key, label, value]) => (
            <tr key={key} data-testid={`facts-${key}`}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {facts.allergens.length > 0 && (
        <p className={classes.line} data-testid="facts-allergens">
          <b>{t('facts.contains')}</b> {facts.allergens.map((a) => t(`facts.allergen.${a}`)).join(separator)}
        </p>
      )}
      {facts.suitableFor.length > 0 && (
        <div className={classes.line}>
          <b id={suitableId}>{t('facts.suitableFor')}</b>
          <ul className={classes.chips} aria-labelledby={suitableId}>
            {facts.suitableFor.map((s) => (
              <li key={s}>{t(`facts.suitable.${s}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
