import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from './status-page';

/** Where a screen sends the user when its data cannot be loaded. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="500"
      title={t('errorPage.title')}
      message={t('errorPage.message')}
      actions={
        <Button variant="subtle" leftSection={<IconRefresh size={18} />} onClick={() => void navigate(-1)}>
          {t('errorPage.retry')}
        </Button>
      }
    />
  );
}
