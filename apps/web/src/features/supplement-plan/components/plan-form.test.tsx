import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { PlanForm } from './plan-form';

const resources = loadResources();

function renderForm(language: Language = 'en') {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <PlanForm initial={null} onSubmit={onSubmit} />
      </TranslationProvider>
    </MantineProvider>,
  );
  return onSubmit;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the short form', () => {
  it('says what is missing and sends nothing', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByTestId('plan-submit'));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a weight out of bounds once the field is left', () => {
    const onSubmit = renderForm();
    type('plan-weight', '300');
    expect(screen.queryByText(/Weight must be/)).toBeNull();
    fireEvent.blur(screen.getByTestId('plan-weight'));
    expect(screen.getByText('Weight must be a number from 30 to 250 kg')).toBeTruthy();
    type('plan-goal', 'build-muscle');
    fireEvent.click(screen.getByTestId('plan-submit'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the weight, goal and training days (3 unless changed) as numbers', () => {
    const onSubmit = renderForm();
    type('plan-weight', '78.5');
    type('plan-goal', 'recomposition');
    fireEvent.click(screen.getByTestId('plan-submit'));
    expect(onSubmit).toHaveBeenLastCalledWith({ weightKg: 78.5, goal: 'recomposition', trainingDays: 3 });
    type('plan-training-days', '5');
    fireEvent.click(screen.getByTestId('plan-submit'));
    expect(onSubmit).toHaveBeenLastCalledWith({ weightKg: 78.5, goal: 'recomposition', trainingDays: 5 });
  });

  it('keeps the focus in a field through a press on the button, so the error shown on leaving it cannot move the button away', () => {
    renderForm();
    screen.getByTestId('plan-weight').focus();
    // fireEvent answers false when the default (moving the focus) was prevented
    expect(fireEvent.mouseDown(screen.getByTestId('plan-submit'))).toBe(false);
  });

  it('speaks Arabic, with Arabic digits in its bounds', () => {
    renderForm('ar');
    type('plan-weight', '20');
    fireEvent.blur(screen.getByTestId('plan-weight'));
    expect(screen.getByText('يجب أن يكون الوزن رقمًا من ٣٠ إلى ٢٥٠ كجم')).toBeTruthy();
    expect(screen.getByLabelText(/أيام التمرين في الأسبوع/)).toBeTruthy();
  });
});
