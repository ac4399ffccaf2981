import { useEffect, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { isNutrientId, nutrientIds } from '@atlas/shared/rules/diet';
import { nutrientCardImages, nutrientImage } from '@/features/nutrition/nutrients';
import classes from '@/features/nutrition/components/nutrition.module.css';
import nc from '@/features/nutrition/components/nutrition-cards.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';
import text from '@/components/ui/text.module.css';
import NotFoundPage from './not-found-page';

interface SubCard {
  title: string;
  description: string;
  examples: string[];
}

/** /nutrient/{id}: 1 carbs, 2 protein, 3 fats, each with two sub-cards of three examples. */
export default function NutrientPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const known = isNutrientId(id);
  const title = known ? t(`nutrients.${id}.title`) : t('notFound.title');
  useEffect(() => {
    document.title = `${title} · ${t('brand.name')}`;
  }, [title, t]);
  if (!known) return <NotFoundPage />;
  const cards = t(`nutrients.${id}.cards`, { returnObjects: true }) as unknown as SubCard[];
  return (
    <div className={nc.page}>
      <PageBreadcrumbs items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: title }]} />
      <div className={`${blocks.grid} ${nc.intro}`} data-gap="xl" style={{ '--md': 2 } as CSSProperties}>
        {/* the nutrient's picture, alike in shape to its card's on /nutrition, here larger and first */}
        <div className={nc.introText}>
          <h1 className={text.h1}>{title}</h1>
          <p className={`${text.p} ${text.lg}`}>{t(`nutrients.${id}.intro`)}</p>
        </div>
        <img
          src={nutrientImage[id]}
          width={480}
          height={320}
          alt=""
          className={classes.picture}
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        />
      </div>
      <div className={blocks.grid} style={{ '--sm': 2 } as CSSProperties}>
        {/* cards alike in shape to the tool and tier cards; each its own picture and texts */}
        {cards.map((card, index) => (
          <div key={card.title} className={box.box} data-testid="nutrient-subcard">
            <img src={nutrientCardImages[id][index]} width={400} height={260} alt="" loading="lazy" />
            <h2 className={`${text.h3} ${box.title}`}>{card.title}</h2>
            <p className={`${text.p} ${text.dimmed} ${box.text}`}>{card.description}</p>
            <ul className={classes.bullets} style={{ marginTop: 12 }}>
              {card.examples.map((example) => (
                <li key={example}>
                  <p className={`${text.p} ${nc.strong}`}>{example}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={box.box} data-tint>
        <p className={`${text.p} ${nc.bold}`}>{t('nutrition.tip')}</p>
        <p className={text.p}>{t(`nutrients.${id}.tip`)}</p>
      </div>
      <div className={nc.links}>
        {nutrientIds
          .filter((other) => other !== id)
          .map((other) => (
            <Link key={other} to={`/nutrient/${other}`}>
              {t(`nutrients.${other}.title`)}
            </Link>
          ))}
        <Link to="/nutrition#know-food">{t('nutrition.searchTitle')}</Link>
      </div>
    </div>
  );
}
