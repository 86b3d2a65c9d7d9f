import { byReviewedServiceKind } from '@portal/contract';
import { kindNames } from './kind-names';
import type { FlowLogOwnKey } from './messages-zh';

export const flowLogEn: Record<FlowLogOwnKey, string> = {
  'page.title': 'Circulation log',
  'kind.inspection-application': 'Inspection application',
  'kind.use-registration': 'Use registration',
  ...kindNames(byReviewedServiceKind((kind) => kind.shortEn)),
  'params.missing': 'Missing parameters: {names}. Open the log from a record’s detail (“Circulation log”); the address reads /flowLog-single?type=<record type>&id=<record id>.',
  'params.unknownType': 'Unknown record type “{type}”. Types with a circulation log: {types}.',
  'access.denied': 'The current role may not view the circulation log of this {kind}.',
  'sheet.currentState': 'Current state',
  'sheet.caption': 'Circulation of the {kind}',
  'column.index': '#',
  'column.state': 'Step / state',
  'column.operator': 'Handled by',
  'column.remark': 'Opinion',
  'column.at': 'Time',
  'sheet.empty': 'No circulation records',
  'action.print': 'Print',
  'action.close': 'Close',
};
