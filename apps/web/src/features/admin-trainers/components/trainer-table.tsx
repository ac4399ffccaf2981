import { Avatar, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import { RowAction, RowActionGroup } from '@/components/admin/row-action';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { bioPreview, localized } from '../trainer-form';
import classes from './trainer-table.module.css';

/**
 * The trainers table: id, portrait, name, the bio's first 50 characters, FAQ
 * and product counts, Edit and Delete. Texts show in the active language (English when there
 * is no Arabic one). Scrolls sideways on a narrow screen.
 */
export function TrainerTable({
  trainers,
  onEdit,
  onDelete,
}: {
  trainers: AdminTrainerDto[];
  onEdit: (trainer: AdminTrainerDto) => void;
  onDelete: (trainer: AdminTrainerDto) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();

  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.narrow}>{t('adminTrainers.table.id')}</Table.Th>
            <Table.Th className={classes.narrow}>{t('adminTrainers.table.image')}</Table.Th>
            <Table.Th>{t('adminTrainers.table.name')}</Table.Th>
            <Table.Th>{t('adminTrainers.table.bio')}</Table.Th>
            <Table.Th className={classes.count}>{t('adminTrainers.table.faqs')}</Table.Th>
            <Table.Th className={classes.count}>{t('adminTrainers.table.products')}</Table.Th>
            <Table.Th className={classes.actions}>{t('adminTrainers.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trainers.map((trainer) => {
            const name = localized(language, trainer.name, trainer.nameAr);
            const specialty = localized(language, trainer.specialty, trainer.specialtyAr);
            const bio = localized(language, trainer.bio, trainer.bioAr);
            return (
              <Table.Tr key={trainer.id} data-testid="admin-trainer-row" data-trainer-id={trainer.id}>
                <Table.Td dir="ltr" className={classes.narrow}>
                  <Text size="sm" c="dimmed">
                    #{trainer.id}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.narrow}>
                  <Avatar
                    src={trainer.image || null}
                    alt={t('adminTrainers.table.photoOf', { name })}
                    radius="xl"
                    size="md"
                    name={name}
                    color="initials"
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={600} dir="auto" className={classes.name}>
                      {name}
                    </Text>
                    {specialty && (
                      <Text size="xs" c="dimmed" dir="auto">
                        {specialty}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="auto" title={bio} className={classes.bio}>
                    {bioPreview(bio)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.count}>{format.number(trainer.faq.length)}</Table.Td>
                <Table.Td className={classes.count}>{format.number(trainer.products.length)}</Table.Td>
                <Table.Td className={classes.actions}>
                  <RowActionGroup>
                    <RowAction
                      label={t('adminTrainers.table.edit')}
                      ariaLabel={t('adminTrainers.table.editOf', { name })}
                      icon={IconPencil}
                      onClick={() => onEdit(trainer)}
                      testId="edit-trainer"
                    />
                    <RowAction
                      label={t('adminTrainers.table.delete')}
                      ariaLabel={t('adminTrainers.table.deleteOf', { name })}
                      icon={IconTrash}
                      color="red"
                      onClick={() => onDelete(trainer)}
                      testId="delete-trainer"
                    />
                    {/* from here alike to the users table's end; the two tables' rows differ */}
                  </RowActionGroup>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
