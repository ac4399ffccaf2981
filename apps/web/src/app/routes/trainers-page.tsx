import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { TRAINERS_PAGE_SIZE } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { ServerHtml } from '@/components/ui/server-html';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageLinks } from '@/components/ui/page-links';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTrainers } from '@/features/training/api/list-trainers';
import { TrainerCard } from '@/features/training/components/trainer-card';
import { WorkoutProgrammes } from '@/features/training/components/workout-programmes';
import { useErrorRedirect } from '@/features/training/use-load-failure';
import classes from '@/features/training/components/training.module.css';
import layout from '@/components/ui/layout.module.css';
import button from '@/components/ui/guide-button.module.css';
import text from '@/components/ui/text.module.css';
import programmes from '@/features/training/components/programmes.module.css';
import blocks from '@/components/ui/blocks.module.css';

const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /trainers: hero, the directory newest first in pages of six, and the programmes. */
export default function TrainersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const trainers = useTrainers();
  const [search] = useSearchParams();
  useErrorRedirect(trainers.error, 'trainers');

  const newestFirst = trainers.data ? [...trainers.data].reverse() : [];
  const pages = Math.max(1, Math.ceil(newestFirst.length / TRAINERS_PAGE_SIZE));
  const requested = Number(search.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const shown = newestFirst.slice((page - 1) * TRAINERS_PAGE_SIZE, page * TRAINERS_PAGE_SIZE);

  return (
    <div className={layout.page}>
      <div className={layout.sections}>
        <div className={layout.stack}>
          <ServerHtml>
            <PageBreadcrumbs items={[{ label: t('nav.trainers') }]} />
            <section className={classes.hero}>
              <div className={programmes.heroBody}>
                <h1 className={programmes.heroTitle}>{t('trainersPage.heroTitle')}</h1>
                <p className={`${text.p} ${text.lg} ${programmes.heroText}`}>{t('trainersPage.heroText')}</p>
                <div className={programmes.row}>
                  <button
                    type="button"
                    className={button.button}
                    data-size="md"
                    onClick={() => scrollTo('trainer')}
                    data-testid="hero-trainers"
                  >
                    {t('trainersPage.findTrainer')}
                  </button>
                  <button
                    type="button"
                    className={button.button}
                    data-size="md"
                    data-variant="white"
                    onClick={() => scrollTo('selfTraining')}
                    data-testid="hero-self"
                  >
                    {t('trainersPage.selfTraining')}
                  </button>
                </div>
              </div>
            </section>
          </ServerHtml>
        </div>

        <section id="trainer" className={`${layout.stack} ${classes.section}`}>
          <ServerHtml dependsOn={String(page)}>
            <div className={blocks.heading}>
              <h2 className={text.h2}>{t('trainersPage.gridTitle')}</h2>
              <p className={`${text.p} ${text.dimmed}`}>{t('trainersPage.gridText')}</p>
            </div>
            {!trainers.data ? (
              <PageSpinner message={t('trainersPage.loading')} />
            ) : shown.length === 0 ? (
              <p className={`${text.p} ${text.dimmed}`}>{t('trainersPage.empty')}</p>
            ) : (
              <>
                <div
                  className={blocks.grid}
                  style={{ '--xs': 2, '--md': 3 } as CSSProperties}
                  data-testid="trainer-grid"
                >
                  {shown.map((trainer, index) => (
                    <TrainerCard key={trainer.id} trainer={trainer} eager={index < 3} />
                  ))}
                </div>
                {pages > 1 && (
                  <div className={`${programmes.row} ${programmes.center}`}>
                    <PageLinks
                      current={page}
                      total={pages}
                      hrefFor={(n) => (n === 1 ? '/trainers' : `/trainers?page=${n}`)}
                      label={t('trainersPage.pagination')}
                      previousLabel={t('shop.previousPage')}
                      nextLabel={t('shop.nextPage')}
                      pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
                      formatPage={format.number}
                      testId="trainer-pages"
                    />
                  </div>
                )}
              </>
            )}
          </ServerHtml>
        </section>

        <section id="selfTraining" className={classes.section}>
          <ServerHtml>
            <WorkoutProgrammes />
          </ServerHtml>
        </section>
      </div>
    </div>
  );
}
