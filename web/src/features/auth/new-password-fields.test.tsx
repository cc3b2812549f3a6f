import { fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

function Form({ confirmError }: { confirmError?: string }) {
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  return (
    <NewPasswordFields
      passwordLabel="New Password"
      confirmLabel="Confirm New Password"
      mismatchMessage="Passwords do not match"
      password={password}
      confirmPassword={confirmPassword}
      confirmError={confirmError}
      passwordProps={form.register('password')}
      confirmProps={form.register('confirmPassword')}
    />
  );
}

const passwordInput = () => screen.getByLabelText('New Password', { selector: 'input' });
const confirmInput = () => screen.getByLabelText('Confirm New Password', { selector: 'input' });

describe('NewPasswordFields', () => {
  it('meters the password and says the mismatch as soon as the confirmation differs', () => {
    render(<Form />);
    expect(passwordInput().getAttribute('aria-describedby')).toBe('password-strength');
    fireEvent.change(passwordInput(), { target: { value: 'Abcdefg1!' } });
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe('Very Strong');
    expect(screen.queryByText('Passwords do not match')).toBeNull();

    fireEvent.change(confirmInput(), { target: { value: 'Abcdefg1' } });
    expect(screen.getByText('Passwords do not match').id).toBe('confirm-error');
    expect(confirmInput().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(confirmInput(), { target: { value: 'Abcdefg1!' } });
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(confirmInput().getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a validation message of the confirmation and marks it invalid', () => {
    render(<Form confirmError="Confirm your new password" />);
    expect(screen.getByText('Confirm your new password')).toBeTruthy();
    expect(confirmInput().getAttribute('aria-invalid')).toBe('true');
  });
});
