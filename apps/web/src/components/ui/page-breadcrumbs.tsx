import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';

export interface Crumb {
  /** Already translated text. */
  label: string;
  to?: string;
}

/** Home > … > current page. The last crumb is the current page and is not a link. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <Box component="nav" aria-label={t('common.breadcrumb')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} className="flip-rtl" aria-hidden />}
        separatorMargin={6}
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        {all.map((crumb, i) =>
          crumb.to && i < all.length - 1 ? (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
