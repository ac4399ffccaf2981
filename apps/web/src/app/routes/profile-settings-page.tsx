import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMe } from '@/features/profile/api/get-me';
import { SettingsPanel } from '@/features/profile/components/settings-panel';

const SAVED_MESSAGE_MS = 3000;

export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [saved, setSaved] = useState(false);
  if (me.isError) return <Alert color="red">{t('profile.loadFailed')}</Alert>;
  if (!me.data) return <PageSpinner />;
  return (
    <SettingsPanel
      key={me.dataUpdatedAt}
      user={me.data}
      onReload={() => void me.refetch()}
      saved={saved}
      onSaved={() => {
        setSaved(true);
        setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
      }}
    />
  );
}
