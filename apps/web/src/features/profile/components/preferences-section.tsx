import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { allergens, type Allergen } from '@atlas/shared/contract/supplement-facts';
import type { UserDto } from '@atlas/shared/contract/users';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateProfile } from '../api/update-profile';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The shopper's preferences: the allergens they avoid (the cart points out products holding one)
 * and whether to get the e-mail when a supplement they bought should be running out. Saved
 * together with one button.
 */
export function PreferencesSection({
  user,
  saved,
  onSaved,
}: {
  user: UserDto;
  /** Kept by the page: the section is re-created when fresh data arrives, the message must survive it. */
  saved: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [allergies, setAllergies] = useState<Allergen[]>(user.allergies);
  const [reminders, setReminders] = useState(user.reorderReminders);
  const update = useUpdateProfile(user.id);
  const changed = !sameSet(allergies, user.allergies) || reminders !== user.reorderReminders;

  // the saved profile re-creates this section (the page keys it by the values): a promise, unlike
  // mutate's own callbacks, still settles after that
  const save = async () => {
    try {
      await update.mutateAsync({ allergies, reorderReminders: reminders });
      onSaved();
    } catch (err) {
      console.error('Failed to save preferences', err);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="preferences-title" data-testid="preferences">
      <Title order={2} size="h3" id="preferences-title">
        {t('profile.preferences.title')}
      </Title>
      {saved && !changed && (
        <Alert color="teal" role="status" data-testid="preferences-saved">
          {t('profile.preferences.saved')}
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" role="alert" data-testid="preferences-error">
          {update.error instanceof ApiError && update.error.status === 401
            ? t('profile.preferences.signedOut')
            : t('profile.preferences.failed')}
        </Alert>
      )}
      <Checkbox.Group
        label={t('profile.preferences.allergies')}
        description={t('profile.preferences.allergiesHint')}
        value={allergies}
        onChange={(values) => setAllergies(allergens.filter((a) => values.includes(a)))}
      >
        <Group mt="xs" gap="md">
          {allergens.map((allergen) => (
            <Checkbox
              key={allergen}
              value={allergen}
              label={t(`facts.allergenName.${allergen}`)}
              data-testid={`allergy-${allergen}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        checked={reminders}
        onChange={(e) => setReminders(e.currentTarget.checked)}
        label={t('profile.preferences.reminders')}
        description={t('profile.preferences.remindersHint')}
        data-testid="reorder-reminders-switch"
      />
      <Group>
        <Button
          onClick={() => void save()}
          loading={update.isPending}
          disabled={!changed}
          data-testid="preferences-save"
        >
          {t('profile.preferences.save')}
        </Button>
        {changed && (
          <Text size="sm" c="dimmed">
            {t('profile.preferences.unsaved')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
