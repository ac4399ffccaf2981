import { Container, Stack, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { routeHandle } from '../route-handle';

/** The heading and breadcrumb of a route whose screen is built by a later issue. */
export default function SectionPage() {
  const { t } = useTranslation();
  const route = routeHandle(useMatches());
  if (!route) return null;
  const { handle, params } = route;
  const title = t(handle.title, params);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageBreadcrumbs
          items={[...(handle.crumbs ?? []).map((c) => ({ label: t(c.label), to: c.to })), { label: title }]}
        />
        <Title order={1}>{title}</Title>
      </Stack>
    </Container>
  );
}
