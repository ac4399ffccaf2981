import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { SubmissionList } from '@/features/contact/components/submission-list';

/** /admin/submissions: the contact page's messages. */
export default function AdminSubmissionsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageBreadcrumbs
          items={[{ label: t('pages.admin'), to: '/admin' }, { label: t('admin.submissions') }]}
        />
        <Title order={1}>{t('admin.submissions')}</Title>
        <SubmissionList />
      </Stack>
    </Container>
  );
}
