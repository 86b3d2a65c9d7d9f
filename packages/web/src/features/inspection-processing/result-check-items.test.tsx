import { ZResultBodySchema, type ProcessingDetail } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFrame, useContractForm } from '../../ui/form';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ResultCheckItems } from './result-check-items';

const ELEVATOR = { itemId: 'i-1', categoryCode: '3000', subTypeCode: '3110' } as ProcessingDetail['items'][number];

function Harness({ conclusion, onSave }: { conclusion: 'qualified' | 'unqualified'; onSave: (body: unknown) => void }) {
  const contractForm = useContractForm(ZResultBodySchema, { defaultValues: { checkDate: '2026-11-20', remark: '', rectifyDeadline: null, results: [{ itemId: 'i-1', conclusion, nextCheckDate: null }] } });
  const save = contractForm.handle(async (body) => onSave(body));
  return (
    <FormFrame form={contractForm} onSubmit={() => void save()}>
      <ResultCheckItems item={ELEVATOR} index={0} />
      <button type="submit">保存</button>
    </FormFrame>
  );
}

describe('ResultCheckItems', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('is collapsed to 「8 项全部符合」 and sends nothing until an item is changed', async () => {
    const onSave = vi.fn();
    renderPage(<Harness conclusion="qualified" onSave={onSave} />);
    expect((await screen.findByTestId('result-check-items-toggle')).textContent).toBe('检验项目：8 项全部符合');
    fireEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0]![0] as { results: { checkItems?: unknown }[] }).results[0]!.checkItems).toBeUndefined();
  });

  it('opens to a select per item, and an 不合格 result without a failed item says so on the items', async () => {
    const onSave = vi.fn();
    renderPage(<Harness conclusion="unqualified" onSave={onSave} />);
    fireEvent.click(await screen.findByTestId('result-check-items-toggle'));
    const box = screen.getByTestId('result-check-items');
    fireEvent.change(within(box).getByLabelText('无机房电梯附加项目'), { target: { value: 'na' } });
    expect(screen.getByTestId('result-check-items-toggle').textContent).toBe('检验项目：8 项：0 项不符合，1 项无此项');
    fireEvent.click(screen.getByText('保存'));
    expect((await screen.findByTestId('result-check-items-error')).textContent).toBe('检验结论为不合格，至少应有一项检验项目不符合');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(within(box).getByLabelText('轿门与层门'), { target: { value: 'fail' } });
    fireEvent.change(within(box).getByLabelText('轿门与层门 备注'), { target: { value: '层门锁紧装置失效' } });
    fireEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = (onSave.mock.calls[0]![0] as { results: { checkItems: { code: string; outcome: string; note: string }[] }[] }).results[0]!.checkItems;
    expect(sent).toHaveLength(8);
    expect(sent.find((entry) => entry.code === 'doors')).toEqual({ code: 'doors', outcome: 'fail', note: '层门锁紧装置失效' });
  });
});
