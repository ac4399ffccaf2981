import type { CSSProperties } from 'react';
import {
  IconCertificate,
  IconHeadset,
  IconLanguage,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import classes from './about-page.module.css';

const features = [
  { key: 'authentic', icon: IconCertificate },
  { key: 'coaching', icon: IconUsersGroup },
  { key: 'delivery', icon: IconTruckDelivery },
  { key: 'bilingual', icon: IconLanguage },
  { key: 'support', icon: IconHeadset },
] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <img
          className={classes.heroImage}
          src="/assets/images/about-hero.svg"
          width={1600}
          height={560}
          alt=""
        />
        <div className={classes.heroShade} />
        <div className={classes.heroContent}>
          <h1 className={classes.heroTitle}>{t('about.hero.title')}</h1>
          <p className={classes.heroText}>{t('about.hero.subtitle')}</p>
        </div>
      </section>

      <div className={classes.page}>
        <PageBreadcrumbs items={[{ label: t('nav.about') }]} />

        <div className={classes.story}>
          {/* a story block alike in shape to the home page's about block; each its own texts */}
          <div className={classes.storyText}>
            <p className={`${text.p} ${text.sm} ${classes.eyebrow}`}>{t('about.story.eyebrow')}</p>
            <h2 className={text.h2}>{t('about.story.title')}</h2>
            <p className={`${text.p} ${text.lg} ${text.dimmed}`}>{t('about.story.p1')}</p>
            <p className={`${text.p} ${text.lg} ${text.dimmed}`}>{t('about.story.p2')}</p>
          </div>
          <img
            className={classes.storyImage}
            src="/assets/images/about-story.svg"
            width={800}
            height={600}
            alt={t('about.story.imageAlt')}
            loading="lazy"
          />
        </div>

        <div className={layout.stack}>
          <h2 className={`${text.h2} ${classes.center}`}>{t('about.features.title')}</h2>
          <div className={blocks.grid} style={{ '--sm': 2, '--lg': 5 } as CSSProperties}>
            {features.map(({ key, icon: Icon }) => (
              <div key={key} className={classes.feature}>
                <span className={classes.icon}>
                  <Icon size={28} stroke={1.6} />
                </span>
                <h3 className={text.h4}>{t(`about.features.${key}.title`)}</h3>
                <p className={`${text.p} ${text.sm} ${text.dimmed}`}>{t(`about.features.${key}.text`)}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
