import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  allergens,
  countedUnits,
  servingUnits,
  suitableFor,
  type Allergen,
  type ServingUnit,
  type SuitableFor,
} from '@atlas/shared/contract/supplement-facts';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import {
  emptyActiveRow,
  emptyFactsForm,
  type FactsFormValues,
  type FactsProblems,
  type FlavorFactsFormValues,
  type PerServingFormValues,
} from '../facts-form';
import { toNumberValue, type NumberValue } from '@/lib/admin/number-value';

const MAX_ACTIVES = 12;

/** The translated problem at a field's path, if any. */
function useProblem(problems: FactsProblems, prefix = '') {
  const { t } = useTranslation();
  return (path: string) => {
    const key = problems[prefix + path];
    return key ? t(key) : undefined;
  };
}

/**
 * The product form's supplement facts: "No supplement facts" with an add button, or the label's
 * fields with a remove button (which saves the product without facts).
 */
export function FactsFields({
  value,
  problems,
  onChange,
}: {
  value: FactsFormValues | null;
  problems: FactsProblems;
  onChange: (value: FactsFormValues | null) => void;
}) {
  const { t } = useTranslation();
  const problem = useProblem(problems);
  if (!value) {
    return (
      <Stack gap="xs" data-testid="facts-none">
        <Text fw={600}>{t('adminProducts.facts.none')}</Text>
        <Text size="sm" c="dimmed">
          {t('adminProducts.facts.noneHint')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange(emptyFactsForm())}
            data-testid="add-facts"
          >
            {t('adminProducts.facts.add')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const set = (patch: Partial<FactsFormValues>) => onChange({ ...value, ...patch });
  const counted = countedUnits.includes(value.servingUnit);
  return (
    <Stack gap="md" data-testid="facts-fields">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
        <NumberInput
          label={t('adminProducts.facts.servingSize')}
          required
          min={0}
          allowNegative={false}
          allowDecimal={!counted}
          decimalScale={1}
          value={value.servingSize}
          onChange={(v) => set({ servingSize: toNumberValue(v) })}
          error={problem('servingSize')}
        />
        <NativeSelect
          label={t('adminProducts.facts.servingUnit')}
          data={servingUnits.map((unit) => ({ value: unit, label: t(`adminProducts.facts.units.${unit}`) }))}
          value={value.servingUnit}
          onChange={(e) => set({ servingUnit: e.currentTarget.value as ServingUnit })}
        />
        <NumberInput
          label={t('adminProducts.facts.containerSize')}
          description={t('adminProducts.facts.containerHint')}
          // the hint under the field, so the row's inputs stay in line
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          min={0}
          allowNegative={false}
          value={value.containerSize}
          onChange={(v) => set({ containerSize: toNumberValue(v) })}
          error={problem('containerSize')}
        />
        <NumberInput
          label={t('adminProducts.facts.servingsPerContainer')}
          required
          min={1}
          allowNegative={false}
          allowDecimal={false}
          value={value.servingsPerContainer}
          onChange={(v) => set({ servingsPerContainer: toNumberValue(v) })}
          error={problem('servingsPerContainer')}
        />
        <NumberInput
          label={t('adminProducts.facts.maxServingsPerDay')}
          min={1}
          max={10}
          allowNegative={false}
          allowDecimal={false}
          value={value.maxServingsPerDay}
          onChange={(v) => set({ maxServingsPerDay: toNumberValue(v) })}
          error={problem('maxServingsPerDay')}
        />
      </SimpleGrid>
      <PerServingFields
        value={value.perServing}
        problems={problems}
        prefix="perServing."
        onChange={(perServing) => set({ perServing })}
      />
      <ChoiceGroup
        label={t('adminProducts.facts.allergens')}
        options={allergens}
        labelOf={(a) => t(`facts.allergenName.${a}`)}
        value={value.allergens}
        onChange={(list) => set({ allergens: list })}
        error={problem('allergens')}
        testId="facts-allergens"
      />
      <ChoiceGroup
        label={t('adminProducts.facts.suitableFor')}
        options={suitableFor}
        labelOf={(s) => t(`facts.suitable.${s}`)}
        value={value.suitableFor}
        onChange={(list) => set({ suitableFor: list })}
        error={problem('suitableFor')}
        testId="facts-suitable"
      />
      <Group>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onChange(null)}
          data-testid="remove-facts"
        >
          {t('adminProducts.facts.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What one serving holds: energy, macronutrients, creatine, caffeine and other actives. */
export function PerServingFields({
  value,
  problems,
  prefix,
  onChange,
}: {
  value: PerServingFormValues;
  problems: FactsProblems;
  /** The fields' path in `problems` ('perServing.'). */
  prefix: string;
  onChange: (value: PerServingFormValues) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const problem = useProblem(problems, prefix);
  const set = (patch: Partial<PerServingFormValues>) => onChange({ ...value, ...patch });
  const amount = (
    field: Exclude<keyof PerServingFormValues, 'actives'>,
    label: string,
    { decimals = true, required = true } = {},
  ) => (
    <NumberInput
      label={t(label)}
      required={required}
      min={0}
      allowNegative={false}
      allowDecimal={decimals}
      decimalScale={1}
      value={value[field]}
      onChange={(v) => set({ [field]: toNumberValue(v) })}
      error={problem(field)}
    />
  );
  const updateActive = (key: string, patch: { en?: string; ar?: string; mg?: NumberValue }) =>
    set({ actives: value.actives.map((a) => (a.key === key ? { ...a, ...patch } : a)) });

  return (
    <Stack gap="sm">
      <Title order={4} fz="h6">
        {t('adminProducts.facts.perServing')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {amount('energyKcal', 'adminProducts.facts.energy', { decimals: false })}
        {amount('proteinG', 'adminProducts.facts.protein')}
        {amount('carbsG', 'adminProducts.facts.carbs')}
        {amount('sugarG', 'adminProducts.facts.sugar')}
        {amount('fatG', 'adminProducts.facts.fat')}
        {amount('creatineMg', 'adminProducts.facts.creatine', { decimals: false, required: false })}
        {amount('caffeineMg', 'adminProducts.facts.caffeine', { decimals: false, required: false })}
      </SimpleGrid>
      <Text size="sm" fw={500}>
        {t('adminProducts.facts.actives')}
      </Text>
      {value.actives.map((active, index) => (
        <Group key={active.key} gap="sm" align="flex-start" wrap="nowrap" data-testid="facts-active-row">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
            <TextInput
              label={t('adminProducts.facts.activeEn')}
              required
              maxLength={60}
              value={active.en}
              onChange={(e) => updateActive(active.key, { en: e.currentTarget.value })}
              error={problem(`actives.${index}.en`)}
            />
            <TextInput
              // an Arabic text field alike in shape to the flavor's; an active ingredient's name
              label={t('adminProducts.facts.activeAr')}
              dir="rtl"
              lang="ar"
              maxLength={60}
              value={active.ar}
              onChange={(e) => updateActive(active.key, { ar: e.currentTarget.value })}
              error={problem(`actives.${index}.ar`)}
            />
            <NumberInput
              label={t('adminProducts.facts.activeMg')}
              required
              min={0}
              allowNegative={false}
              allowDecimal={false}
              value={active.mg}
              onChange={(v) => updateActive(active.key, { mg: toNumberValue(v) })}
              error={problem(`actives.${index}.mg`)}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('adminProducts.facts.removeActive', { n: format.number(index + 1) })}
            onClick={() => set({ actives: value.actives.filter((a) => a.key !== active.key) })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => set({ actives: [...value.actives, emptyActiveRow()] })}
          disabled={value.actives.length >= MAX_ACTIVES}
        >
          {t('adminProducts.facts.addActive')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A group of checkboxes for a list of choices (allergens, claims). */
function ChoiceGroup<T extends Allergen | SuitableFor>({
  label,
  options,
  labelOf,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
  testId: string;
}) {
  return (
    <Checkbox.Group
      label={label}
      value={value}
      // kept in the options' order
      onChange={(list) => onChange(options.filter((o) => list.includes(o)))}
      error={error}
      data-testid={testId}
    >
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Checkbox key={option} value={option} label={labelOf(option)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/**
 * One flavor's "Different values for this flavor": off, the flavor shows the product's facts;
 * on, its own per serving values and allergens (starting from the product's).
 */
export function FlavorFactsFields({
  value,
  problems,
  flavorName,
  onToggle,
  onChange,
}: {
  value: FlavorFactsFormValues | null;
  problems: FactsProblems | undefined;
  flavorName: string;
  onToggle: (on: boolean) => void;
  onChange: (value: FlavorFactsFormValues) => void;
}) {
  const { t } = useTranslation();
  const problem = useProblem(problems ?? {});
  return (
    <Stack gap="sm" data-testid="flavor-facts">
      <Switch
        label={t('adminProducts.facts.flavorDiffers')}
        description={value ? t('adminProducts.facts.flavorDiffersHint') : undefined}
        checked={value !== null}
        onChange={(e) => onToggle(e.currentTarget.checked)}
        aria-label={flavorName ? `${t('adminProducts.facts.flavorDiffers')}: ${flavorName}` : undefined}
      />
      {value && (
        <>
          <PerServingFields
            value={value.perServing}
            problems={problems ?? {}}
            prefix="perServing."
            onChange={(perServing) => onChange({ ...value, perServing })}
          />
          <ChoiceGroup
            label={t('adminProducts.facts.allergens')}
            options={allergens}
            labelOf={(a) => t(`facts.allergenName.${a}`)}
            value={value.allergens}
            onChange={(list) => onChange({ ...value, allergens: list })}
            error={problem('allergens')}
            testId="flavor-facts-allergens"
          />
        </>
      )}
    </Stack>
  );
}
