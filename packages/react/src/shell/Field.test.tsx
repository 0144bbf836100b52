import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from './Field';

describe('Field', () => {
  it('ties a text field to its label, hint and error', () => {
    render(<TextField label="Name" id="n" hint="Your full name" hintDanger required error="Required" />);
    const input = screen.getByLabelText('Name', { exact: false });
    expect(input).toHaveAttribute('id', 'n');
    expect(input).toHaveClass('skate-input');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'n-hint n-error');
    expect(screen.getByText('Your full name')).toHaveClass('skate-field-hint--danger');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'n-error');
  });

  it('leaves the aria attributes off a plain field and generates its id', () => {
    render(<TextAreaField label="Note" rows={2} />);
    const box = screen.getByLabelText('Note');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveClass('skate-textarea');
    expect(box.id).toMatch(/^skate-f/);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-required');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('renders a select with its placeholder option and the same wiring', () => {
    render(
      <SelectField
        label="Level"
        id="l"
        options={['Beginner', 'Advanced']}
        placeholder="Choose"
        error="Pick one"
      />,
    );
    const select = screen.getByLabelText('Level');
    expect(select).toHaveClass('skate-select');
    expect(select).toHaveAttribute('aria-describedby', 'l-error');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose',
      'Beginner',
      'Advanced',
    ]);
  });

  it('announces the errors of radio groups and checkboxes', () => {
    render(
      <>
        <RadioGroupField
          label="Size"
          name="size"
          options={['S', 'M']}
          value="S"
          onChange={() => {}}
          error="Size?"
        />
        <CheckboxField label="I agree" error="Agree?" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAttribute(
      'aria-describedby',
      screen.getByText('Size?').id,
    );
    expect(screen.getByLabelText('I agree')).toHaveAttribute(
      'aria-describedby',
      screen.getByText('Agree?').id,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
