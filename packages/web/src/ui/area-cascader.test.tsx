import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { I18nProvider } from '../i18n/i18n';
import { AreaCascader } from './area-cascader';
import { checkAreaSelection } from '../lib/area-rules';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <AreaCascader value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('AreaCascader', { timeout: 30_000 }, () => {
  it('opens each level once its parent is chosen and keeps the deepest code', () => {
    render(
      <ChakraProvider value={system}>
        <I18nProvider>
          <Harness />
        </I18nProvider>
      </ChakraProvider>,
    );
    expect(select('市').disabled).toBe(true);
    fireEvent.change(select('省'), { target: { value: '330000' } });
    fireEvent.change(select('市'), { target: { value: '330200' } });
    expect(screen.getByTestId('value').textContent).toBe('330200');
    expect(checkAreaSelection('330200', true)).toBe('areaLastLevel');
    expect(Array.from(select('区(县)').options).map((option) => option.text)).toContain('北仑区');
    fireEvent.change(select('区(县)'), { target: { value: '330206' } });
    expect(screen.getByTestId('value').textContent).toBe('330206');
    fireEvent.change(select('省'), { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(select('区(县)').disabled).toBe(true);
  });
});
