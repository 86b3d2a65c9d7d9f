import { useI18n } from '../i18n/i18n';
import styles from './gate.module.css';

/** While the session is read or a page's code arrives. */
export function Waiting() {
  return (
    <div className={styles.center} data-testid="waiting">
      <span className={styles.spinner} role="status" aria-label="loading" />
    </div>
  );
}

/** A screen whose code did not load (the UI kit may be missing too): plain text and a reload. */
export function GateFailed() {
  const { t } = useI18n();
  return (
    <div className={styles.center}>
      <div className={styles.failed} role="alert" data-testid="page-failed">
        <h1>{t('page.loadFailed')}</h1>
        <p>{t('page.loadFailedText')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('page.reload')}
        </button>
      </div>
    </div>
  );
}
