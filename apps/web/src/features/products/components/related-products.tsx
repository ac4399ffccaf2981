import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useRelatedProducts } from '../api/get-related-products';
import { categoryLabel } from '../category-label';
import { ServerHtml } from '@/components/ui/server-html';
import { PriceTag } from './price-tag';
import { Picture, pictureClasses } from '@/components/ui/picture';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes';

/** RELATED PRODUCTS: up to four of the same category. A failure only hides the section. */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const related = useRelatedProducts(productId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <ServerHtml>
      <Stack gap="md" component="section" aria-labelledby="related-title">
        <Title order={2} size="h3" id="related-title" tt="uppercase">
          {t('product.relatedProducts')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {related.data.map((p) => (
            <Card key={p.id} withBorder radius="lg" padding="md" data-testid="related-product">
              <Card.Section pos="relative">
                <Picture
                  src={p.image}
                  width={600}
                  height={600}
                  sizes={PRODUCT_IMAGE_SIZES.grid}
                  className={pictureClasses.square}
                />
                {p.discount > 0 && (
                  <Badge
                    color="red"
                    variant="filled"
                    pos="absolute"
                    top={10}
                    style={{ insetInlineStart: 10 }}
                  >
                    {t('product.percentOff', { n: format.number(p.discount) })}
                  </Badge>
                )}
              </Card.Section>
              <Stack gap={6} mt="sm">
                <Text size="xs" c="orange.8" fw={700} tt="uppercase">
                  {categoryLabel(t, p.category)}
                </Text>
                <Text fw={700} lineClamp={2}>
                  {p.name}
                </Text>
                <PriceTag product={p} size="sm" />
                <Button component={Link} to={`/products/${p.id}`} variant="light" fullWidth mt={4}>
                  {t('product.viewProduct')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </ServerHtml>
  );
}
