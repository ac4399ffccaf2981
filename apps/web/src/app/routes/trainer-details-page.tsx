import { useEffect } from 'react';
import { ActionIcon, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import NotFoundPage from './not-found-page';
import { Picture } from '@/components/ui/picture';
import { TRAINER_IMAGE_SIZES } from '@/features/training/image-sizes';
import { PRODUCT_IMAGE_SIZES } from '@/features/products/image-sizes';

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
    <Container size="xl" py="xl">
      <Stack gap={48}>
        <Stack gap="lg">
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
              <Stack gap="md">
                <Title order={1}>{coach.name}</Title>
                {coach.specialty && (
                  <Text c="orange.8" fw={700} size="lg">
                    {coach.specialty}
                  </Text>
                )}
                <Text size="lg" style={{ whiteSpace: 'pre-line' }} data-testid="trainer-bio">
                  {coach.bio}
                </Text>
                {coach.code && (
                  <div className={classes.code} data-testid="trainer-code">
                    <Text fw={700}>{t('trainer.code.title', { name: coach.name })}</Text>
                    <Text>
                      {t(`trainer.code.${coach.code.kind}`, {
                        percent: format.number(coach.code.percent),
                        amount: format.price(coach.code.amount),
                      })}
                    </Text>
                    <Text component="strong" ff="monospace" fz="xl" dir="ltr">
                      {coach.code.code}
                    </Text>
                  </div>
                )}
                {socials.length > 0 && (
                  <div className={classes.socials}>
                    {socials.map(({ key, icon: Icon }) => (
                      <ActionIcon
                        key={key}
                        component="a"
                        href={coach.socials[key]}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="light"
                        size="lg"
                        aria-label={`${t('trainer.follow', { name: coach.name })}: ${t(`trainer.social.${key}`)}`}
                      >
                        <Icon size={20} />
                      </ActionIcon>
                    ))}
                  </div>
                )}
              </Stack>
            </div>
          </div>
        </Stack>

        {/* two sections alike in shape (title, an empty line or the list); each lists its own */}
        <Stack gap="md" component="section" aria-labelledby="faq-title">
          <Title order={2} id="faq-title">
            {t('trainer.faq')}
          </Title>
          {coach.faq.length === 0 ? (
            <Text c="dimmed">{t('trainer.noFaq')}</Text>
          ) : (
            <div data-testid="trainer-faq">
              {coach.faq.map((item) => (
                <details key={item.question} className={classes.faq}>
                  <summary>
                    <span>{item.question}</span>
                    <span className={classes.chevron} aria-hidden />
                  </summary>
                  <Text className={classes.faqAnswer}>{item.answer}</Text>
                </details>
              ))}
            </div>
          )}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="products-title">
          <Title order={2} id="products-title">
            {t('trainer.products')}
          </Title>
          {coach.products.length === 0 ? (
            <Text c="dimmed">{t('trainer.noProducts')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
              {coach.products.map((p) => (
                <Card
                  key={p.id}
                  component={Link}
                  // a card alike in shape to the trainer card; a product's, with its own picture and link
                  to={`/products/${p.id}`}
                  withBorder
                  radius="lg"
                  padding="md"
                  className={classes.card}
                  data-testid="trainer-product"
                >
                  <Card.Section>
                    <Picture
                      src={p.image}
                      width={600}
                      height={600}
                      sizes={PRODUCT_IMAGE_SIZES.grid}
                      style={{ width: '100%', height: 'auto', display: 'block' }}
                    />
                  </Card.Section>
                  <Stack gap={6} mt="sm">
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      {p.brand}
                    </Text>
                    <Text fw={600} lineClamp={2}>
                      {p.name}
                    </Text>
                    <PriceTag product={p} />
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
