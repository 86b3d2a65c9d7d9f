import { ChakraProvider } from '@chakra-ui/react';
import { inspectionApplicationFormSchema, type InspectionApplicationForm } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/theme';
import { I18nProvider } from '../../../i18n/i18n';
import { FormFrame, useContractForm } from '../../../ui/form';
import { EMPTY_FORM } from './chosen-equipment';
import { InvoiceSection } from './invoice-section';

function Form({ reportPickup }: { reportPickup: InspectionApplicationForm['reportPickup'] }) {
  const form = useContractForm(inspectionApplicationFormSchema, { defaultValues: { ...EMPTY_FORM, reportPickup } });
  return (
    <FormFrame form={form}>
      <InvoiceSection>
        <span>抬头查询</span>
      </InvoiceSection>
    </FormFrame>
  );
}

function show(reportPickup: InspectionApplicationForm['reportPickup']) {
  render(
    <ChakraProvider value={system}>
      <I18nProvider>
        <MemoryRouter>
          <Form reportPickup={reportPickup} />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('InvoiceSection', { timeout: 30_000 }, () => {
  it('asks for the express address only when the report is sent by express', () => {
    show('express');
    expect(document.querySelector('[name="expressAddress"]')).not.toBeNull();
    expect(screen.getByText('抬头查询')).toBeTruthy();
  });

  it('asks for no address when the report is picked up', () => {
    show('self');
    expect(document.querySelector('[name="expressAddress"]')).toBeNull();
    expect(document.querySelector('[name="invoiceTitle"]')).not.toBeNull();
  });
});
