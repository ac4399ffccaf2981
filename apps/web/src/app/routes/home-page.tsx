import type { CSSProperties } from 'react';
import { SnapCarousel } from '@/components/ui/snap-carousel';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { TrainerTeasers } from '@/features/training/components/trainer-teasers';
import badge from '@/components/ui/badge.module.css';
import button from '@/components/ui/guide-button.module.css';
import text from '@/components/ui/text.module.css';
import blocks from '@/components/ui/blocks.module.css';
import classes from './home-page.module.css';
import { ServerHtml } from '@/components/ui/server-html';

// link lists alike in shape to the nutrition page's tool cards; each its own pages and pictures
const slides = [
  { key: 'trainers', to: '/trainers', image: '/assets/images/hero-trainers.svg' },
  { key: 'exercises', to: '/exercises', image: '/assets/images/hero-exercises.svg' },
  { key: 'nutrition', to: '/nutrition#AiDiet', image: '/assets/images/hero-nutrition.svg' },
] as const;

const cards = [
  { key: 'products', to: '/products', image: '/assets/images/card-products.svg' },
  { key: 'exercises', to: '/exercises', image: '/assets/images/card-exercises.svg' },
  { key: 'trainers', to: '/trainers', image: '/assets/images/card-trainers.svg' },
  { key: 'nutrition', to: '/nutrition', image: '/assets/images/card-nutrition.svg' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <SnapCarousel
        label={t('home.carouselLabel')}
        previousLabel={t('home.previousSlide')}
        nextLabel={t('home.nextSlide')}
        slideLabel={(n, total) => t('home.slideN', { n, total })}
      >
        {/* slides alike in shape to other pictures (the quick view's) and links; each its own */}
        {slides.map((slide, i) => {
          const Heading = i === 0 ? 'h1' : 'h2';
          return (
            <div className={classes.slide} key={slide.key}>
              <ServerHtml>
                <img
                  className={classes.slideImage}
                  src={slide.image}
                  width={1600}
                  height={640}
                  alt=""
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
                <div className={classes.slideShade} />
                <div className={`${classes.container} ${classes.slideBox}`}>
                  <div className={classes.slideContent}>
                    <span className={`${badge.badge} ${classes.fit}`} data-size="lg" data-color="orange">
                      {t(`home.slides.${slide.key}.eyebrow`)}
                    </span>
                    <Heading className={classes.slideTitle}>{t(`home.slides.${slide.key}.title`)}</Heading>
                    <p className={`${text.p} ${text.lg} ${classes.slideText}`}>
                      {t(`home.slides.${slide.key}.text`)}
                    </p>
                    <Link to={slide.to} className={button.button} data-size="md" data-icon>
                      {t(`home.slides.${slide.key}.cta`)}
                      <IconArrowRight size={18} className="flip-rtl" />
                    </Link>
                  </div>
                </div>
              </ServerHtml>
            </div>
          );
        })}
      </SnapCarousel>

      {/* the sections below the carousel: only links, so the server's HTML as it is (ServerHtml) */}
      <ServerHtml>
        <div className={`${classes.container} ${classes.sections}`}>
          {/* blocks alike in shape to the about page's and others'; each its own texts and links */}
          <div id="aboutUs" className={classes.about}>
            <div className={classes.aboutText}>
              <p className={`${text.p} ${text.sm} ${classes.eyebrow}`}>{t('home.about.eyebrow')}</p>
              <h2 className={text.h2}>{t('home.about.title')}</h2>
              <p className={`${text.p} ${text.lg} ${text.dimmed}`}>{t('home.about.text')}</p>
              <Link to="/about" className={button.button} data-variant="light">
                {t('home.about.cta')}
              </Link>
            </div>
            <div className={blocks.grid} data-gap="md" style={{ '--xs': 3 } as CSSProperties}>
              {(['original', 'guidance', 'cod'] as const).map((stat) => (
                <div key={stat} className={classes.stat}>
                  <p className={`${text.p} ${classes.statValue}`}>{t(`home.about.stats.${stat}.value`)}</p>
                  <p className={`${text.p} ${text.sm} ${text.dimmed}`}>
                    {t(`home.about.stats.${stat}.label`)}
                  </p>
                </div>
              ))}
            </div>
          </div>

          <div className={classes.section}>
            <h2 className={`${text.h2} ${classes.center}`}>{t('home.explore.title')}</h2>
            <div className={blocks.grid} style={{ '--xs': 2, '--md': 4 } as CSSProperties}>
              {cards.map((card) => (
                <Link key={card.key} to={card.to} className={classes.card}>
                  <img src={card.image} width={640} height={480} alt="" loading="lazy" />
                  <h3 className={text.h4}>{t(`home.explore.${card.key}.title`)}</h3>
                  <p className={`${text.p} ${text.sm} ${text.dimmed}`}>
                    {t(`home.explore.${card.key}.text`)}
                  </p>
                </Link>
              ))}
            </div>
          </div>

          <div className={classes.section}>
            <div className={classes.center}>
              <h2 className={text.h2}>{t('home.trainers.title')}</h2>
              <p className={`${text.p} ${text.dimmed}`}>{t('home.trainers.text')}</p>
            </div>
            <TrainerTeasers />
            <Link to="/trainers" className={`${button.button} ${classes.centered}`} data-variant="outline">
              {t('home.trainers.cta')}
            </Link>
          </div>

          <div className={classes.shopBanner}>
            <div className={classes.shopText}>
              <h2 className={text.h2}>{t('home.shop.title')}</h2>
              <p className={`${text.p} ${classes.shopNote}`}>{t('home.shop.text')}</p>
            </div>
            <Link to="/products" className={button.button} data-size="lg" data-icon>
              {t('home.shop.cta')}
              <IconArrowRight size={18} className="flip-rtl" />
            </Link>
          </div>
        </div>
      </ServerHtml>
    </>
  );
}
