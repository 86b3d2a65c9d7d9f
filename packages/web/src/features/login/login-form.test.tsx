import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { LoginForm } from './login-form';

function renderForm(onSubmit = vi.fn()) {
  render(
    <I18nProvider>
      <LoginForm pending={false} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登 录' }));

describe('LoginForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for both fields on submit and focuses the first', () => {
    const onSubmit = renderForm();
    submit();
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(field('用户名').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('用户名'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says nothing about an empty field while typing, and drops a fixed message at once', () => {
    renderForm();
    submit();
    fireEvent.change(field('用户名'), { target: { value: 'qiye' } });
    expect(screen.queryByText('请输入用户名')).toBeNull();
    // The password is still empty: while typing it is not asked for.
    act(() => void vi.advanceTimersByTime(600));
    expect(screen.queryByText('请输入密码')).toBeNull();
  });

  it('shows a rule broken while typing once typing has paused', () => {
    renderForm();
    fireEvent.change(field('用户名'), { target: { value: 'x'.repeat(80) } });
    expect(field('用户名').getAttribute('aria-invalid')).toBeNull();
    act(() => void vi.advanceTimersByTime(600));
    expect(field('用户名').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in with the checked credentials', () => {
    const onSubmit = renderForm();
    fireEvent.change(field('用户名'), { target: { value: 'qiye' } });
    fireEvent.change(field('密码'), { target: { value: 'Demo@2024' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ username: 'qiye', password: 'Demo@2024' });
  });
});
