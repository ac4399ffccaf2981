import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { isNutrientId, nutrientIds } from '@atlas/shared/rules/diet';
import { nutrientCardImages, nutrientImage } from '@/features/nutrition/nutrients';
import classes from '@/features/nutrition/components/nutrition.module.css';
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
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageBreadcrumbs items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: title }]} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          {/* the nutrient's picture, alike in shape to its card's on /nutrition, here larger and first */}
          <Stack gap="sm">
            <Title order={1}>{title}</Title>
            <Text size="lg">{t(`nutrients.${id}.intro`)}</Text>
          </Stack>
          <img
            src={nutrientImage[id]}
            width={480}
            height={320}
            alt=""
            className={classes.picture}
            style={{ borderRadius: 'var(--mantine-radius-lg)' }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {/* cards alike in shape to the tool and tier cards; each its own picture and texts */}
          {cards.map((card, index) => (
            <Card key={card.title} withBorder radius="lg" padding="lg" data-testid="nutrient-subcard">
              <Card.Section>
                <img
                  src={nutrientCardImages[id][index]}
                  width={400}
                  height={260}
                  alt=""
                  className={classes.picture}
                  loading="lazy"
                />
              </Card.Section>
              <Title order={2} size="h3" mt="md">
                {card.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {card.description}
              </Text>
              <ul className={classes.bullets} style={{ marginTop: 12 }}>
                {card.examples.map((example) => (
                  <li key={example}>
                    <Text fw={600}>{example}</Text>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="lg" padding="lg" bg="orange.0">
          <Text fw={700}>{t('nutrition.tip')}</Text>
          <Text>{t(`nutrients.${id}.tip`)}</Text>
        </Card>
        <Group gap="lg">
          {nutrientIds
            .filter((other) => other !== id)
            .map((other) => (
              <Anchor key={other} component={Link} to={`/nutrient/${other}`}>
                {t(`nutrients.${other}.title`)}
              </Anchor>
            ))}
          <Anchor component={Link} to="/nutrition#know-food">
            {t('nutrition.searchTitle')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
