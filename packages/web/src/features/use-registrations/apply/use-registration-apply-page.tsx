import { Alert } from '@chakra-ui/react';
import { EDITABLE_USE_REGISTRATION_STATES, labelOf, USE_REGISTRATION_KINDS, USE_REGISTRATION_STATES } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useUseRegistration, useUseRegistrationKinds } from '../../../api/queries/use-registrations';
import { ownUnitQuery } from '../../../api/queries/unit';
import { useUser } from '../../../session/session-state';
import { QueryView } from '../../../ui/query-states';
import { useUseRegistrationText } from '../messages';
import { pathToUseRegistration } from '../../../routes/paths';
import { EMPTY_APPLY, valuesFromRegistration } from './apply-form';
import { ApplyFormView } from './apply-form-view';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { useI18n } from '../../../i18n/i18n';
import { RowLink } from '../../../ui/list-page';

/** 使用登记申请: a new application, or `?id=` to continue a draft or a returned one. */
export function UseRegistrationApplyPage() {
  const t = useUseRegistrationText();
  const { label } = useI18n();
  const user = useUser();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const kinds = useUseRegistrationKinds();
  const unit = tsr.unit.get.useQuery({ ...ownUnitQuery(user.unitId), staleTime: 5 * 60_000 });
  const registration = useUseRegistration(id);
  useRecordTagTitle(registration.data?.body.applicationNo, { edit: true });
  // The kinds call names the kinds the platform offers today; the contract's list stands in while it cannot answer.
  // The platform names its kinds in zh-CN only; the contract's list gives each code its English text.
  const kindOptions = (kinds.data?.body ?? USE_REGISTRATION_KINDS).map((kind) => ({ ...kind, en: labelOf(USE_REGISTRATION_KINDS, kind.code, 'en-US') }));
  const unitInfo = unit.data
    ? { name: unit.data.body.name, creditCode: unit.data.body.creditCode, address: unit.data.body.businessAddress || unit.data.body.regAddress }
    : null;

  if (!id) return <ApplyFormView key="new" initial={EMPTY_APPLY} registration={null} kinds={kindOptions} unit={unitInfo} />;
  return (
    <QueryView query={registration}>
      {() => {
        const detail = registration.data?.body;
        if (!detail) return null;
        if (!EDITABLE_USE_REGISTRATION_STATES.includes(detail.state)) {
          return (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {t('apply.locked', { state: label(USE_REGISTRATION_STATES, detail.state) })}{' '}
                <RowLink to={pathToUseRegistration(detail.id)}>{t('apply.openDetail')}</RowLink>
              </Alert.Title>
            </Alert.Root>
          );
        }
        return <ApplyFormView key={detail.id} initial={valuesFromRegistration(detail)} registration={detail} kinds={kindOptions} unit={unitInfo} />;
      }}
    </QueryView>
  );
}
