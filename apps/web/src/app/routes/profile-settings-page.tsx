import { useState } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMe } from '@/features/profile/api/get-me';
import { PreferencesSection } from '@/features/profile/components/preferences-section';
import { SettingsPanel } from '@/features/profile/components/settings-panel';

const SAVED_MESSAGE_MS = 3000;

/** A confirmation shown for a few seconds, kept here: the panels are re-created by fresh data. */
function useSavedMessage() {
  const [saved, setSaved] = useState(false);
  return {
    saved,
    onSaved: () => {
      setSaved(true);
      setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    },
  };
}

export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useSavedMessage();
  const preferences = useSavedMessage();
  if (me.isError) return <Alert color="red">{t('profile.loadFailed')}</Alert>;
  if (!me.data) return <PageSpinner />;
  return (
    <Stack gap="xl">
      <SettingsPanel
        key={me.dataUpdatedAt}
        user={me.data}
        onReload={() => void me.refetch()}
        saved={profile.saved}
        onSaved={profile.onSaved}
      />
      <Divider />
      <PreferencesSection
        key={`${me.data.allergies.join()}|${me.data.reorderReminders}`}
        user={me.data}
        saved={preferences.saved}
        onSaved={preferences.onSaved}
      />
    </Stack>
  );
}
