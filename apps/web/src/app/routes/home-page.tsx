import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SnapCarousel } from '@/components/ui/snap-carousel';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { TrainerTeasers } from '@/features/training/components/trainer-teasers';
import classes from './home-page.module.css';
import { ServerHtml } from '@/components/ui/server-html';

// link lists alike in shape to other pages'; each its own pages and pictures
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
        {/* slides and their links, alike in shape to other pictures and buttons; each its own */}
        {slides.map((slide, i) => (
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
              <Container size="xl" h="100%">
                <div className={classes.slideContent}>
                  <Badge color="orange" variant="filled" size="lg" w="fit-content">
                    {t(`home.slides.${slide.key}.eyebrow`)}
                  </Badge>
                  <Title order={i === 0 ? 1 : 2} className={classes.slideTitle}>
                    {t(`home.slides.${slide.key}.title`)}
                  </Title>
                  <Text size="lg" c="navy.1">
                    {t(`home.slides.${slide.key}.text`)}
                  </Text>
                  <Button
                    component={Link}
                    to={slide.to}
                    size="md"
                    w="fit-content"
                    rightSection={<IconArrowRight size={18} className="flip-rtl" />}
                  >
                    {t(`home.slides.${slide.key}.cta`)}
                  </Button>
                </div>
              </Container>
            </ServerHtml>
          </div>
        ))}
      </SnapCarousel>

      {/* the sections below the carousel: only links, so the server's HTML as it is (ServerHtml) */}
      <ServerHtml>
        <Container size="xl" py={48}>
          {/* blocks alike in shape to the about page's and others'; each its own texts and links */}
          <Stack gap={64}>
            <Box id="aboutUs" className={classes.about} p={{ base: 'lg', md: 40 }}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <Stack gap="sm" justify="center">
                  <Text c="orange.7" fw={700} tt="uppercase" size="sm">
                    {t('home.about.eyebrow')}
                  </Text>
                  <Title order={2}>{t('home.about.title')}</Title>
                  <Text c="dimmed" size="lg">
                    {t('home.about.text')}
                  </Text>
                  <Button component={Link} to="/about" variant="light" w="fit-content">
                    {t('home.about.cta')}
                  </Button>
                </Stack>
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  {(['original', 'guidance', 'cod'] as const).map((stat) => (
                    <Stack key={stat} gap={4} align="center" justify="center" ta="center">
                      <Text fz={26} fw={800} c="orange.7">
                        {t(`home.about.stats.${stat}.value`)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`home.about.stats.${stat}.label`)}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </SimpleGrid>
            </Box>

            <Stack gap="lg">
              <Title order={2} className={classes.sectionTitle}>
                {t('home.explore.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
                {cards.map((card) => (
                  <Card
                    key={card.key}
                    component={Link}
                    to={card.to}
                    withBorder
                    radius="lg"
                    padding="lg"
                    className={classes.card}
                  >
                    <Card.Section>
                      <Image
                        src={card.image}
                        width={640}
                        height={480}
                        h={180}
                        fit="cover"
                        alt=""
                        loading="lazy"
                      />
                    </Card.Section>
                    <Title order={3} size="h4" mt="md">
                      {t(`home.explore.${card.key}.title`)}
                    </Title>
                    <Text size="sm" c="dimmed" mt={6}>
                      {t(`home.explore.${card.key}.text`)}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>

            <Stack gap="lg">
              <Stack gap={4} align="center">
                <Title order={2} className={classes.sectionTitle}>
                  {t('home.trainers.title')}
                </Title>
                <Text c="dimmed" ta="center">
                  {t('home.trainers.text')}
                </Text>
              </Stack>
              <TrainerTeasers />
              <Group justify="center">
                <Button component={Link} to="/trainers" variant="outline">
                  {t('home.trainers.cta')}
                </Button>
              </Group>
            </Stack>

            <Group className={classes.shopBanner} p={{ base: 'lg', md: 40 }} justify="space-between" gap="lg">
              <Stack gap={6} maw={620}>
                <Title order={2} c="white">
                  {t('home.shop.title')}
                </Title>
                <Text c="navy.1">{t('home.shop.text')}</Text>
              </Stack>
              <Button
                component={Link}
                to="/products"
                size="lg"
                rightSection={<IconArrowRight size={18} className="flip-rtl" />}
              >
                {t('home.shop.cta')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </ServerHtml>
    </>
  );
}
