import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconHeadset,
  IconLanguage,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
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
        <Container size="md" className={classes.heroContent}>
          <Title order={1} fz={{ base: 32, md: 48 }} c="white">
            {t('about.hero.title')}
          </Title>
          <Text size="xl" mt="md" c="navy.1">
            {t('about.hero.subtitle')}
          </Text>
        </Container>
      </section>

      <Container size="xl" py={40}>
        <Stack gap={56}>
          <PageBreadcrumbs items={[{ label: t('nav.about') }]} />

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            {/* a story block alike in shape to the home page's about block; each its own texts */}
            <Stack gap="md" justify="center">
              <Text c="orange.7" fw={700} tt="uppercase" size="sm">
                {t('about.story.eyebrow')}
              </Text>
              <Title order={2}>{t('about.story.title')}</Title>
              <Text size="lg" c="dimmed">
                {t('about.story.p1')}
              </Text>
              <Text size="lg" c="dimmed">
                {t('about.story.p2')}
              </Text>
            </Stack>
            <img
              className={classes.storyImage}
              src="/assets/images/about-story.svg"
              width={800}
              height={600}
              alt={t('about.story.imageAlt')}
              loading="lazy"
            />
          </SimpleGrid>

          <Stack gap="lg">
            <Title order={2} ta="center">
              {t('about.features.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg">
              {features.map(({ key, icon: Icon }) => (
                <Stack key={key} className={classes.feature} p="lg" gap="sm">
                  <ThemeIcon size={48} radius="md" variant="light" color="orange">
                    <Icon size={28} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {t(`about.features.${key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`about.features.${key}.text`)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
