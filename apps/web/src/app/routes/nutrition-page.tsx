import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ServerHtml } from '@/components/ui/server-html';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { NutrientCards } from '@/features/nutrition/components/nutrient-cards';
import { ToolCards } from '@/features/nutrition/components/tool-cards';
import { MealPlanner } from '@/features/nutrition/components/meal-planner';
import { MealTiers } from '@/features/nutrition/components/meal-tiers';
import classes from '@/features/nutrition/components/nutrition.module.css';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import controls from '@/components/ui/controls.module.css';
import text from '@/components/ui/text.module.css';
import page from './nutrition-page.module.css';

/**
 * The two tools load when the shopper nears them (or arrives at their anchor): they stay out of the
 * page's first JavaScript, and what they show depends on the visitor (signed in or not) or on typing
 * anyway. The server and the hydrating browser both paint the placeholder, so the two agree.
 */
const DietForm = lazy(async () => ({
  default: (await import('@/features/nutrition/components/diet-form')).DietForm,
}));
const FoodSearch = lazy(async () => ({
  default: (await import('@/features/nutrition/components/food-search')).FoodSearch,
}));

function WhenNear({ height, children }: { height: number; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = (
    <div className={page.placeholder} style={{ minHeight: height }}>
      <span className={controls.spinner} />
    </div>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : <div ref={ref}>{placeholder}</div>;
}

function Section({
  id,
  title,
  text: line,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`${classes.section} ${blocks.stackMd}`} aria-labelledby={`${id}-title`}>
      <div className={blocks.heading}>
        <h2 id={`${id}-title`} className={text.h2}>
          {title}
        </h2>
        {line && <p className={`${text.p} ${text.dimmed}`}>{line}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * /nutrition: nutrient cards, the three tools and their sections (#fat-calculator
 * with the diet form, also #AiDiet for the home carousel; #meal-planner; #know-food) and the meal
 * comparison.
 */
export default function NutritionPage() {
  const { t } = useTranslation();
  return (
    <div className={`${layout.page} ${page.page}`}>
      <div className={layout.stack}>
        <ServerHtml>
          <PageBreadcrumbs items={[{ label: t('nav.nutrition') }]} />
          <div className={blocks.heading}>
            <h1 className={text.h1}>{t('nutrition.title')}</h1>
            <p className={`${text.p} ${text.lg} ${text.dimmed}`}>{t('nutrition.text')}</p>
          </div>
          <NutrientCards />
        </ServerHtml>
      </div>
      <ServerHtml>
        <Section id="tools" title={t('nutrition.toolsTitle')}>
          <ToolCards />
        </Section>
      </ServerHtml>
      <div id="fat-calculator" className={classes.section}>
        <Section id="AiDiet" title={t('diet.title')} text={t('diet.text')}>
          <div className={classes.panel}>
            <WhenNear height={260}>
              <DietForm />
            </WhenNear>
          </div>
        </Section>
      </div>
      <ServerHtml>
        <Section id="meal-planner" title={t('nutrition.plannerTitle')} text={t('nutrition.plannerText')}>
          <MealPlanner />
        </Section>
      </ServerHtml>
      <Section id="know-food" title={t('nutrition.searchTitle')} text={t('nutrition.searchText')}>
        <div className={classes.panel}>
          <WhenNear height={64}>
            <FoodSearch />
          </WhenNear>
        </div>
      </Section>
      <ServerHtml>
        <Section id="meal-comparison" title={t('nutrition.tiersTitle')} text={t('nutrition.tiersText')}>
          <MealTiers />
        </Section>
      </ServerHtml>
    </div>
  );
}
