import { useEffect, type CSSProperties } from 'react';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTrainer } from '@/features/training/api/get-trainer';
import { isMissing, useErrorRedirect } from '@/features/training/use-load-failure';
import { routeId } from '@/lib/route-id';
import { PriceTag } from '@/features/products/components/price-tag';
import classes from '@/features/training/components/training.module.css';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import NotFoundPage from './not-found-page';
import { Picture } from '@/components/ui/picture';
import { TRAINER_IMAGE_SIZES } from '@/features/training/image-sizes';
import { PRODUCT_IMAGE_SIZES } from '@/features/products/image-sizes';
import box from '@/components/ui/box.module.css';

const networks = [
  { key: 'instagram', icon: IconBrandInstagram },
  { key: 'facebook', icon: IconBrandFacebook },
  { key: 'x', icon: IconBrandX },
  { key: 'youtube', icon: IconBrandYoutube },
  { key: 'tiktok', icon: IconBrandTiktok },
] as const;

/** /trainers/{id}: portrait, name, bio, social links, FAQ and favourite products. */
export default function TrainerDetailsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = routeId(useParams().id);
  const trainer = useTrainer(id ?? 0);
  useErrorRedirect(trainer.error, 'trainer details');

  const name = trainer.data?.name;
  useEffect(() => {
    document.title = `${name ?? t('pages.trainerDetails')} · ${t('brand.name')}`;
  }, [name, t]);

  if (id === null || isMissing(trainer.error)) return <NotFoundPage />;
  if (!trainer.data) return <PageSpinner message={t('trainer.loading')} />;
  const coach = trainer.data;
  // only real profiles get an icon: a dead link is worse than none (docs/decisions/0008)
  const socials = networks.filter((n) => coach.socials[n.key]);

  return (
    <div className={layout.page}>
      <div className={layout.sections}>
        <div className={layout.stack}>
          <PageBreadcrumbs items={[{ label: t('nav.trainers'), to: '/trainers' }, { label: coach.name }]} />
          <div className={classes.profile}>
            <div>
              <Picture
                src={coach.image}
                width={480}
                height={560}
                sizes={TRAINER_IMAGE_SIZES.details}
                priority
                alt={coach.name}
                className={classes.portrait}
                style={{ borderRadius: 'var(--mantine-radius-lg)' }}
                data-testid="trainer-image"
              />
            </div>
            <div>
              <div className={blocks.stackMd}>
                <h1 className={text.h1}>{coach.name}</h1>
                {coach.specialty && (
                  <p className={`${text.p} ${text.lg} ${classes.specialty}`}>{coach.specialty}</p>
                )}
                <p className={`${text.p} ${text.lg} ${classes.bio}`} data-testid="trainer-bio">
                  {coach.bio}
                </p>
                {coach.code && (
                  <div className={classes.code} data-testid="trainer-code">
                    <p className={`${text.p} ${classes.bold}`}>
                      {t('trainer.code.title', { name: coach.name })}
                    </p>
                    <p className={text.p}>
                      {t(`trainer.code.${coach.code.kind}`, {
                        percent: format.number(coach.code.percent),
                        amount: format.price(coach.code.amount),
                      })}
                    </p>
                    <strong className={classes.codeText} dir="ltr">
                      {coach.code.code}
                    </strong>
                  </div>
                )}
                {socials.length > 0 && (
                  <div className={classes.socials}>
                    {socials.map(({ key, icon: Icon }) => (
                      <a
                        key={key}
                        href={coach.socials[key]}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={classes.social}
                        aria-label={`${t('trainer.follow', { name: coach.name })}: ${t(`trainer.social.${key}`)}`}
                      >
                        <Icon size={20} />
                      </a>
                    ))}
                  </div>
                )}
              </div>
            </div>
          </div>
        </div>

        {/* two sections alike in shape (title, an empty line or the list); each lists its own */}
        <section className={blocks.stackMd} aria-labelledby="faq-title">
          <h2 className={text.h2} id="faq-title">
            {t('trainer.faq')}
          </h2>
          {coach.faq.length === 0 ? (
            <p className={`${text.p} ${text.dimmed}`}>{t('trainer.noFaq')}</p>
          ) : (
            <div data-testid="trainer-faq">
              {coach.faq.map((item) => (
                <details key={item.question} className={classes.faq}>
                  <summary>
                    <span>{item.question}</span>
                    <span className={classes.chevron} aria-hidden />
                  </summary>
                  <p className={classes.faqAnswer}>{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </section>

        <section className={blocks.stackMd} aria-labelledby="products-title">
          <h2 className={text.h2} id="products-title">
            {t('trainer.products')}
          </h2>
          {coach.products.length === 0 ? (
            <p className={`${text.p} ${text.dimmed}`}>{t('trainer.noProducts')}</p>
          ) : (
            <div className={blocks.grid} data-tight style={{ '--base': 2, '--md': 4 } as CSSProperties}>
              {coach.products.map((p) => (
                <Link
                  key={p.id}
                  // a card alike in shape to the trainer card; a product's, with its own picture and link
                  to={`/products/${p.id}`}
                  className={`${box.link} ${classes.card}`}
                  data-testid="trainer-product"
                >
                  <Picture src={p.image} width={600} height={600} sizes={PRODUCT_IMAGE_SIZES.grid} />
                  <div className={classes.productText}>
                    <p className={classes.brand}>{p.brand}</p>
                    <p className={`${text.p} ${classes.clamp2} ${classes.strong}`}>{p.name}</p>
                    <PriceTag product={p} />
                  </div>
                </Link>
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
