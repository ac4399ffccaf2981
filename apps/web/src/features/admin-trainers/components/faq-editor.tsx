import { useState } from 'react';
import {
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminTrainerFaqDto } from '@atlas/shared/contract/admin-trainers';
import { RowAction } from '@/components/admin/row-action';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { faqToAdd, TRAINER_LIMITS } from '../trainer-form';

const emptyDraft: AdminTrainerFaqDto = { question: '', questionAr: '', answer: '', answerAr: '' };

// alike in shape to the products tab's editor; questions and products are different lists
/**
 * The edit modal's FAQs tab: the trainer's questions with a remove action,
 * and a form adding one; both the question and the answer are needed, the Arabic texts are optional.
 */
export function FaqEditor({
  faq,
  onChange,
}: {
  faq: AdminTrainerFaqDto[];
  onChange: (faq: AdminTrainerFaqDto[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState(emptyDraft);
  const [problem, setProblem] = useState<'incomplete' | 'tooLong' | 'tooMany' | null>(null);
  const full = faq.length >= TRAINER_LIMITS.faqs;

  const set = (field: keyof AdminTrainerFaqDto) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((prev) => ({ ...prev, [field]: value }));
    setProblem(null);
  };

  const add = () => {
    if (full) return setProblem('tooMany');
    const item = faqToAdd(draft);
    if (typeof item === 'string') return setProblem(item);
    onChange([...faq, item]);
    setDraft(emptyDraft);
    setProblem(null);
  };

  const problemText =
    problem === 'incomplete'
      ? t('adminTrainers.faq.incomplete')
      : problem === 'tooLong'
        ? t('adminTrainers.faq.tooLong', {
            question: format.number(TRAINER_LIMITS.question),
            answer: format.number(TRAINER_LIMITS.answer),
          })
        : problem === 'tooMany'
          ? t('adminTrainers.faq.tooMany', { max: format.number(TRAINER_LIMITS.faqs) })
          : null;
  const arabic = { dir: 'rtl', lang: 'ar' } as const;

  return (
    <Stack gap="md">
      {faq.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="faq-empty">
          {t('adminTrainers.faq.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {faq.map((item, index) => (
            <Card
              key={`${index}-${item.question}`}
              component="li"
              withBorder
              padding="sm"
              radius="md"
              data-testid="faq-item"
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {item.question}
                  </Text>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {item.answer}
                  </Text>
                  {(item.questionAr || item.answerAr) && (
                    <Stack gap={2} {...arabic}>
                      {item.questionAr && (
                        <Text size="sm" fw={600} c="dimmed">
                          {item.questionAr}
                        </Text>
                      )}
                      {item.answerAr && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                          {item.answerAr}
                        </Text>
                      )}
                    </Stack>
                  )}
                </Stack>
                <RowAction
                  label={t('adminTrainers.faq.remove')}
                  ariaLabel={t('adminTrainers.faq.removeOf', { question: item.question })}
                  icon={IconTrash}
                  color="red"
                  onClick={() => onChange(faq.filter((_, i) => i !== index))}
                  testId="remove-faq"
                />
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <Divider />
      <Stack gap="sm" role="group" aria-labelledby="trainer-faq-new">
        <Title order={3} fz="md" id="trainer-faq-new">
          {t('adminTrainers.faq.newHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            // the four texts are alike in shape; each its own field, language and limit
            label={t('adminTrainers.faq.question')}
            value={draft.question}
            onChange={set('question')}
            dir="auto"
            maxLength={TRAINER_LIMITS.question + 50}
            data-testid="faq-question"
          />
          <TextInput
            label={t('adminTrainers.faq.questionAr')}
            value={draft.questionAr}
            onChange={set('questionAr')}
            maxLength={TRAINER_LIMITS.question + 50}
            data-testid="faq-question-ar"
            {...arabic}
          />
          <Textarea
            label={t('adminTrainers.faq.answer')}
            value={draft.answer}
            onChange={set('answer')}
            autosize
            minRows={2}
            maxRows={6}
            dir="auto"
            maxLength={TRAINER_LIMITS.answer + 50}
            data-testid="faq-answer"
          />
          <Textarea
            label={t('adminTrainers.faq.answerAr')}
            value={draft.answerAr}
            onChange={set('answerAr')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TRAINER_LIMITS.answer + 50}
            data-testid="faq-answer-ar"
            {...arabic}
          />
        </SimpleGrid>
        {problemText && (
          <Text c="red" size="sm" role="alert" data-testid="faq-problem">
            {problemText}
          </Text>
        )}
        {/* an add button alike in shape to others; this one adds the question */}
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            data-testid="add-faq"
          >
            {t('adminTrainers.faq.add')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
