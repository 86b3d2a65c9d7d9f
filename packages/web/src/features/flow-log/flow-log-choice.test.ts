import { ACCESS, REVIEWED_SERVICE_KINDS, ROLE_PRESETS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { FLOW_LOG_TYPES } from '../../routes/paths';
import { chooseFlowLog, FLOW_LOG_ACCESS } from './flow-log-choice';

const enterprise = ROLE_PRESETS.enterprise;
const auditor = ROLE_PRESETS.auditor;

describe('chooseFlowLog', () => {
  it('names every parameter that is missing', () => {
    expect(chooseFlowLog('', '', enterprise)).toEqual({ kind: 'missing', names: ['type', 'id'] });
    expect(chooseFlowLog('termination', '', enterprise)).toEqual({ kind: 'missing', names: ['id'] });
    expect(chooseFlowLog('', 't-1', enterprise)).toEqual({ kind: 'missing', names: ['type'] });
  });

  it('refuses a type that carries no state history', () => {
    expect(chooseFlowLog('equipment', 'e-1', enterprise)).toEqual({ kind: 'unknown-type', type: 'equipment' });
  });

  it("reads an enterprise's record through the unit's get endpoint", () => {
    expect(chooseFlowLog('termination', 't-1', enterprise)).toEqual({ kind: 'load', type: 'termination', id: 't-1', side: 'unit' });
    expect(chooseFlowLog('use-registration', 'u-1', enterprise)).toMatchObject({ side: 'unit' });
    expect(chooseFlowLog('inspection-application', 'a-1', enterprise)).toMatchObject({ side: 'unit' });
  });

  it("reads the institute's records through the review endpoints", () => {
    expect(chooseFlowLog('maintenance-project', 'm-1', auditor)).toEqual({ kind: 'load', type: 'maintenance-project', id: 'm-1', side: 'review' });
    expect(chooseFlowLog('inspection-application', 'a-1', auditor)).toMatchObject({ side: 'review' });
  });

  it('says forbidden when the role holds none of the record type’s access ids', () => {
    expect(chooseFlowLog('use-registration', 'u-1', auditor)).toEqual({ kind: 'forbidden', type: 'use-registration' });
    expect(chooseFlowLog('termination', 't-1', [ACCESS.equipmentView])).toEqual({ kind: 'forbidden', type: 'termination' });
  });

  it('keeps a log of every reviewed service kind: read with its menu id, reviewed with inspection:review', () => {
    expect(FLOW_LOG_TYPES).toEqual(['inspection-application', 'use-registration', 'termination', 'maintenance-project']);
    for (const kind of REVIEWED_SERVICE_KINDS) expect(FLOW_LOG_ACCESS[kind.code]).toEqual({ unit: kind.access, review: ACCESS.inspectionReview });
    expect(FLOW_LOG_ACCESS.termination.unit).toBe(ACCESS.termination);
    expect(FLOW_LOG_ACCESS['maintenance-project'].unit).toBe(ACCESS.maintenance);
  });
});
