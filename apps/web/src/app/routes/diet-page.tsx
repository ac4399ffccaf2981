import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { DietForm } from '@/features/nutrition/components/diet-form';
import classes from '@/features/nutrition/components/nutrition.module.css';

/** /diet: the diet-plan form on its own. */
export default function DietPage() {
  const { t } = useTranslation();
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <PageBreadcrumbs
          items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: t('diet.title') }]}
        />
        <div className={blocks.heading}>
          <h1 className={text.h1}>{t('diet.title')}</h1>
          <p className={`${text.p} ${text.dimmed}`}>{t('diet.text')}</p>
        </div>
        <div className={classes.panel}>
          <DietForm headingOrder={2} />
        </div>
      </div>
    </div>
  );
}
