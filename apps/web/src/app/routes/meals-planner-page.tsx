import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import { useTranslation } from '@/lib/use-translation';
import { ServerHtml } from '@/components/ui/server-html';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { MealPlanner } from '@/features/nutrition/components/meal-planner';

/** /mealsPlanner: the meal planner on its own. */
export default function MealsPlannerPage() {
  const { t } = useTranslation();
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <ServerHtml>
          <PageBreadcrumbs
            items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: t('nutrition.plannerTitle') }]}
          />
          <div className={blocks.heading}>
            <h1 className={text.h1}>{t('nutrition.plannerTitle')}</h1>
            <p className={`${text.p} ${text.dimmed}`}>{t('nutrition.plannerText')}</p>
          </div>
          <MealPlanner headingOrder={2} />
        </ServerHtml>
      </div>
    </div>
  );
}
