import type { CSSProperties } from 'react';
import { Link } from '@/lib/link';
import { exerciseTypes } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { MachinePicker } from '@/features/training/components/machine-picker';
import { MachineIdentify } from '@/features/training/components/machine-identify';
import { usePublicConfig } from '@/features/auth/api/get-config';
import classes from '@/features/training/components/training.module.css';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import box from '@/components/ui/box.module.css';

/** /exercises: the three libraries and the machine section (#machineIdentify). */
export default function ExercisesPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const canIdentify = config.data?.machineIdentify === true;
  return (
    <div className={layout.page}>
      <div className={layout.sections}>
        <div className={layout.stack}>
          <PageBreadcrumbs items={[{ label: t('nav.exercises') }]} />
          <div className={blocks.heading}>
            <h1 className={text.h1}>{t('exercisesPage.title')}</h1>
            <p className={`${text.p} ${text.lg} ${text.dimmed}`}>{t('exercisesPage.text')}</p>
          </div>
          {/* cards alike in shape to the nutrient cards; each grid links its own pages and pictures */}
          <div className={blocks.grid} style={{ '--sm': 3 } as CSSProperties}>
            {exerciseTypes.map((type, index) => (
              <Link
                key={type}
                to={`/exercises/${type}`}
                className={`${box.link} ${classes.card}`}
                data-padding="lg"
                data-testid={`exercise-type-${type}`}
              >
                <img
                  src={`/assets/images/exercises-${type}.svg`}
                  width={480}
                  height={320}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
                <h2 className={`${text.h3} ${classes.cardTitle}`}>{t(`exercisesPage.${type}Title`)}</h2>
                <p className={`${text.p} ${text.dimmed} ${classes.cardText}`}>
                  {t(`exercisesPage.${type}Text`)}
                </p>
              </Link>
            ))}
          </div>
        </div>

        <section
          id="machineIdentify"
          className={`${blocks.stackMd} ${classes.section}`}
          aria-labelledby="machine-title"
        >
          <div className={blocks.heading}>
            <h2 className={text.h2} id="machine-title">
              {t('exercisesPage.machineTitle')}
            </h2>
            <p className={`${text.p} ${text.dimmed}`}>
              {t(canIdentify ? 'machine.text' : 'exercisesPage.machineText')}
            </p>
          </div>
          {canIdentify && <MachineIdentify />}
          {config.data && !canIdentify && (
            <p className={`${text.p} ${text.sm} ${text.dimmed}`} data-testid="machine-unavailable">
              {t('machine.unavailable')}
            </p>
          )}
          {canIdentify && <p className={classes.orPick}>{t('machine.orPick')}</p>}
          <MachinePicker />
        </section>
      </div>
    </div>
  );
}
