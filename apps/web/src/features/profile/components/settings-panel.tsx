import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Modal,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { MOBILE_PATTERN, type UserDto } from '@atlas/shared/contract/users';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/messages';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';

const SettingsSchema = z.object({
  fName: z.string().trim().min(1, 'First name is required').max(60),
  lName: z.string().trim().min(1, 'Last name is required').max(60),
  mobile: z
    .string()
    .trim()
    .min(1, 'Mobile is required')
    .regex(MOBILE_PATTERN, 'Please enter a valid mobile number'),
  gender: z.enum(['Male', 'Female']),
});

const fromUser = (user: UserDto) => ({
  fName: user.fName,
  lName: user.lName,
  mobile: user.mobile,
  gender: (user.gender || 'Male') as 'Male' | 'Female',
});

/** Settings: view, Edit Info / Cancel (reloads), Save with a 3 s confirmation; avatar upload and delete. */
export function SettingsPanel({
  user,
  onReload,
  saved,
  onSaved,
}: {
  user: UserDto;
  onReload: () => void;
  /** Kept by the page: the panel is re-created when fresh data arrives, the message must survive it. */
  saved: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useZodForm(SettingsSchema, fromUser(user));
  const update = useUpdateProfile(user.id);
  const upload = useUploadAvatar(user.id, setProgress);

  const onUnauthorized = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) void navigate('/login');
  };

  const save = async () => {
    form.touchAll();
    if (!form.parsed) return;
    try {
      const updated = await update.mutateAsync(form.parsed);
      form.reset(fromUser(updated));
      setEditing(false);
      onSaved();
    } catch (err) {
      console.error('Failed to update profile', err);
      onUnauthorized(err);
    }
  };

  const chooseAvatar = async (file: File | null) => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync(file);
    } catch (err) {
      console.error('Failed to update avatar', err);
      onUnauthorized(err);
    } finally {
      setProgress(null);
    }
  };

  const deleteAvatar = async () => {
    setConfirmDelete(false);
    try {
      await update.mutateAsync({ avatar: null });
    } catch (err) {
      console.error('Failed to delete avatar', err);
      onUnauthorized(err);
    }
  };

  const text = (key: 'fName' | 'lName' | 'mobile', label: string) => (
    <TextInput
      label={t(label)}
      value={form.values[key]}
      readOnly={!editing}
      variant={editing ? 'default' : 'filled'}
      required={editing}
      onChange={(e) => form.set(key, e.currentTarget.value)}
      onBlur={() => form.touch(key)}
      error={editing ? translateMessage(t, form.error(key)) : undefined}
      dir={key === 'mobile' ? 'ltr' : undefined}
      data-testid={`settings-${key}`}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('profile.settings.title')}
        </Title>
        {editing ? (
          <Button
            variant="default"
            onClick={() => {
              setEditing(false);
              form.reset(fromUser(user));
              onReload();
            }}
          >
            {t('common.cancel')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('profile.settings.edit')}
          </Button>
        )}
      </Group>
      {saved && (
        <Alert color="teal" role="status">
          {t('profile.settings.saved')}
        </Alert>
      )}
      {(update.isError || upload.isError) && (
        <Alert color="red" role="alert">
          {upload.error instanceof ApiError && upload.error.status === 415
            ? t('profile.settings.avatarNotImage')
            : upload.error instanceof ApiError && upload.error.status === 413
              ? t('profile.settings.avatarTooLarge')
              : t('errors.generic')}
        </Alert>
      )}

      <Group gap="lg" align="center">
        <Avatar src={user.avatar} size={96} radius={96} alt={t('profile.settings.avatar')} color="orange">
          {(user.fName[0] ?? '') + (user.lName[0] ?? '')}
        </Avatar>
        <Stack gap={8}>
          <Group gap="sm">
            <FileButton
              onChange={(f) => void chooseAvatar(f)}
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  variant="light"
                  loading={upload.isPending}
                >
                  {t('profile.settings.uploadAvatar')}
                </Button>
              )}
            </FileButton>
            {user.avatar && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmDelete(true)}
              >
                {t('profile.settings.deleteAvatar')}
              </Button>
            )}
          </Group>
          {progress !== null && (
            <Progress value={progress} size="sm" w={220} aria-label={t('profile.settings.uploading')} />
          )}
          <Text size="xs" c="dimmed">
            {t('profile.settings.avatarHint')}
          </Text>
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('fName', 'auth.fields.firstName')}
        {text('lName', 'auth.fields.lastName')}
        <TextInput label={t('auth.fields.email')} value={user.email} readOnly variant="filled" dir="ltr" />
        {text('mobile', 'profile.settings.mobile')}
      </SimpleGrid>
      <Radio.Group
        label={t('profile.settings.gender')}
        value={form.values.gender}
        onChange={(v) => editing && form.set('gender', v as 'Male' | 'Female')}
      >
        <Group mt={6}>
          <Radio value="Male" label={t('profile.settings.male')} disabled={!editing} />
          <Radio value="Female" label={t('profile.settings.female')} disabled={!editing} />
        </Group>
      </Radio.Group>
      {editing && (
        <Group>
          <Button onClick={() => void save()} loading={update.isPending} disabled={!form.valid}>
            {t('profile.settings.save')}
          </Button>
        </Group>
      )}

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('profile.settings.deleteAvatarTitle')}
        centered
      >
        <Text mb="lg">{t('profile.settings.deleteAvatarText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void deleteAvatar()}>
            {t('profile.settings.deleteAvatar')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
