import { useI18n } from '../i18n/i18n';
import { FailureAlert } from './failure-alert';

/** A page that could not be shown (its chunk did not load, or it failed), with a reload. */
export function PageFailed() {
  const { t } = useI18n();
  return (
    <FailureAlert
      title={t('page.loadFailed')}
      text={t('page.loadFailedText')}
      againLabel={t('page.reload')}
      onAgain={() => window.location.reload()}
      testId="page-failed"
    />
  );
}
