export { CheckboxField } from './checkbox-field';
export { formMessages, type FormSchema } from './contract-resolver';
export { FormActions } from './form-actions';
export { FormField } from './form-field';
export { FormFrame } from './form-frame';
export { AreaField, SelectField } from './select-field';
export { DateField, TextareaField, TextField } from './text-field';
export { useContractForm, type ContractForm } from './use-contract-form';
export { isEditableRecord, RecordFormPage, useRecordFormTarget } from './record-form-page';
