import { ChakraProvider } from '@chakra-ui/react';
import { message, ZMobile, required } from '@portal/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { system } from '../../app/theme';
import { I18nProvider } from '../../i18n/i18n';
import { PageTagProvider } from '../../shell/kept-alive/page-tag-provider';
import { HOME_TAG, makeTag } from '../../shell/tags-bar/tags-state';
import { getTags, setTags } from '../../shell/tags-bar/tags-store';
import { FormFrame } from './form-frame';
import { TextField } from './text-field';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string(), mobile: required(ZMobile) });
type Values = z.input<typeof schema>;

function Harness({ onSave, failWith }: { onSave: (values: Values) => unknown; failWith?: unknown }) {
  const contractForm = useContractForm(schema, { defaultValues: { name: '', mobile: '' } });
  const save = contractForm.handle(async (values) => {
    if (failWith) throw failWith;
    return onSave(values);
  });
  return (
    <FormFrame form={contractForm} onSubmit={() => void save()}>
      <TextField name="name" label="姓名" />
      <TextField name="mobile" label="手机" />
      <button type="submit">保存</button>
    </FormFrame>
  );
}

const FORM_TAG = makeTag('online-apply-form', '/company-service/online-apply-form', '?equipmentIds=30103');

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

/** The form as the shell shows it: in its own tag (FORM_TAG). */
function renderForm(onSave: (values: Values) => unknown = vi.fn(), failWith?: unknown) {
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter initialEntries={[FORM_TAG.pathname + FORM_TAG.search]}>
          <PageTagProvider tagKey={FORM_TAG.key}>
            <Harness onSave={onSave} failWith={failWith} />
          </PageTagProvider>
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
  return onSave;
}

const mobile = () => screen.getByRole('textbox', { name: /手机/ });
const type = (value: string) => fireEvent.change(mobile(), { target: { value } });
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useContractForm', { timeout: 30_000 }, () => {
  it('shows a field message 500 ms after the last change, not before', async () => {
    renderForm();
    type('1381');
    await advance(300);
    type('13812');
    await advance(499);
    expect(screen.queryByText(message('mobile'))).toBeNull();
    await advance(1);
    expect(screen.getByText(message('mobile'))).toBeTruthy();
  });

  it('skips an emptied field while typing', async () => {
    renderForm();
    type('1');
    await advance(500);
    expect(screen.getByText(message('mobile'))).toBeTruthy();
    type('');
    await advance(500);
    expect(screen.queryByText(message('mobile'))).toBeNull();
    expect(screen.queryByText(message('required'))).toBeNull();
  });

  it('checks required fields at once on submit and focuses the first invalid one', async () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await advance(0);
    expect(screen.getByText(message('required'))).toBeTruthy();
    expect(document.activeElement).toBe(mobile());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the checked values to save', async () => {
    const onSave = renderForm();
    type('13805740001');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await advance(0);
    expect(onSave).toHaveBeenCalledWith({ name: '', mobile: '13805740001' });
  });

  it("puts the gateway's 400 messages on the fields they name", async () => {
    const problem = { status: 400, body: { status: 400, title: '请求参数有误', errors: [{ path: 'mobile', message: '该手机号码已被使用' }] } };
    renderForm(vi.fn(), problem);
    type('13805740001');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await advance(0);
    expect(screen.getByText('该手机号码已被使用')).toBeTruthy();
  });

  it('closes the form’s tag after a save that names where to land, and puts that page’s tag in its place', async () => {
    setTags([HOME_TAG, FORM_TAG]);
    renderForm(() => ({ leaveFor: '/company-service/online-apply-detail?id=60003' }));
    type('13957400123');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await advance(0);
    expect(screen.getByTestId('where').textContent).toBe('/company-service/online-apply-detail?id=60003');
    expect(getTags().map((tag) => tag.key)).toEqual([HOME_TAG.key, '/company-service/online-apply-detail?id=60003']);
  });

  it('keeps the form and its tag when the save fails', async () => {
    setTags([HOME_TAG, FORM_TAG]);
    renderForm(vi.fn(), new Error('offline'));
    type('13957400123');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await advance(0);
    expect(screen.getByTestId('where').textContent).toBe(FORM_TAG.pathname + FORM_TAG.search);
    expect(getTags().map((tag) => tag.key)).toEqual([HOME_TAG.key, FORM_TAG.key]);
  });
});
