import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';

/** The not-found and error screens: a code, a title, a message and a way home. */
export function StatusPage({
  code,
  title,
  message,
  actions,
}: {
  code: string;
  title: string;
  message: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <img src="/assets/images/not-found.svg" width={320} height={240} alt="" />
        <Text fz={72} fw={900} c="orange.7" lh={1} data-testid="status-code">
          {code}
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg" maw={480}>
          {message}
        </Text>
        <Stack gap="sm" align="center" mt="sm">
          <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
            {t('notFound.home')}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
