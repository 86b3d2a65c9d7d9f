import { TERMINATION_TYPES, type TerminationDetail } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';
import { fieldItems } from '../../ui/info-grid';
import { ServiceApplicationDetail } from '../../ui/service-application';
import { useTerminationText } from './messages';
import { TERMINATION_KIND } from './termination-kind';
import { InfoNote } from '../../ui/info-note';

/** One termination as both sides read it; while it is submitted, what approval will do to the equipment. */
export function TerminationDetailView({ detail, editable }: { detail: TerminationDetail; editable: boolean }) {
  const t = useTerminationText();
  const { label } = useI18n();
  const period = detail.stopFrom ? `${detail.stopFrom} ~ ${detail.stopTo ?? ''}` : '';
  return (
    <ServiceApplicationDetail
      kind={TERMINATION_KIND}
      text={t}
      detail={detail}
      editable={editable}
      notice={
        detail.state === 'submitted' && (
          <InfoNote mb="4">{t('view.effect')}</InfoNote>
        )
      }
      kindItem={{ key: 'type', label: t('field.type'), value: label(TERMINATION_TYPES, detail.type) }}
      items={[
        { key: 'stopPeriod', label: t('field.stopPeriod'), value: period },
        ...fieldItems(t, detail, ['handler']),
      ]}
      tail={fieldItems(t, detail, ['reason'])}
    />
  );
}
