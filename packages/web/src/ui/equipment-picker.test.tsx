import { Button } from '@chakra-ui/react';
import type { EquipmentSummary } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../test-support/render-page';
import { CATEGORY_OPTIONS } from './category-selects';
import { EquipmentPicker } from './equipment-picker';
import type { ColumnDef } from './list-page';

afterEach(() => vi.unstubAllGlobals());

const ELEVATOR = { id: 'eq-yl-1', name: '1号客梯', registerCode: '31103302122021080045', usePlace: '主楼', useState: 'in_use' };
const COLUMNS: readonly ColumnDef<EquipmentSummary, string>[] = [
  { key: 'name', header: 'field.equipmentName', cell: (row) => row.name },
  { key: 'registerCode', header: 'field.registerCode', cell: (row) => row.registerCode },
];

const PICKER_TEXT: Record<string, string> = { 'picker.title': '选择设备', 'picker.keyword': '设备名称 / 注册代码' };

function Picker({ picked }: { picked: string[] }) {
  return (
    <EquipmentPicker
      open
      onClose={() => undefined}
      testId="picker"
      categories={CATEGORY_OPTIONS}
      initialCategory="3000"
      categoryRequired
      columns={COLUMNS}
      text={(key) => PICKER_TEXT[key] ?? key}
      actions={(row) => <Button onClick={() => picked.push(row.id)}>选择</Button>}
    />
  );
}

describe('EquipmentPicker', () => {
  it("searches the unit's equipment by category and keyword, and offers each row's action", async () => {
    const api = installFakeApi({ 'GET /api/v1/equipment': () => pageOf([ELEVATOR]) });
    const picked: string[] = [];
    renderPage(<Picker picked={picked} />);
    const dialog = await screen.findByTestId('picker');
    await within(dialog).findByText('1号客梯');
    expect(api.callsTo('/api/v1/equipment')[0]?.url.searchParams.get('categoryCode')).toBe('3000');
    fireEvent.change(within(dialog).getByPlaceholderText('设备名称 / 注册代码'), { target: { value: ' 客梯 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /common.search|查询/ }));
    await waitFor(() => expect(api.callsTo('/api/v1/equipment').at(-1)?.url.searchParams.get('keyword')).toBe('客梯'));
    fireEvent.click(within(dialog).getByRole('button', { name: '选择' }));
    expect(picked).toEqual(['eq-yl-1']);
  }, PAGE_TEST_TIMEOUT);
});
