import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionTsr } from '../../api/session-client';
import { appConfig } from '../../app/config';
import { useI18n } from '../../i18n/i18n';
import { REDIRECT_PARAM, safeRedirect } from '../../routes/guard';
import { useSetCurrentUser } from '../../session/session-query';
import { notify } from '../../ui/toaster';
import { LanguageIcon } from './language-icon';
import { LoginForm, type Credentials } from './login-form';
import styles from './login.module.css';

/** Toggles zh-CN / en-US; the label names the language it switches to (as the header's does). */
function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  return (
    <button
      type="button"
      className={styles.language}
      onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
      data-testid="language-switch"
    >
      <LanguageIcon />
      {t('header.language')}
    </button>
  );
}

/**
 * The first screen, in plain elements and its own stylesheet: it loads neither the Chakra
 * runtime nor the shell; both arrive while the user types (app/route-gate.tsx).
 */
export function LoginPage() {
  const { t, locale, productTitle: product } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setCurrentUser = useSetCurrentUser();
  const login = sessionTsr.session.login.useMutation();

  const submit = (credentials: Credentials) => {
    login.mutate(
      { body: credentials },
      {
        onSuccess: ({ body }) => {
          setCurrentUser(body);
          notify('success', t('login.success'));
          navigate(safeRedirect(params.get(REDIRECT_PARAM)), { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div className={styles.brand}>
          <img className={styles.logo} src="/logo.svg" alt="" />
          <p className={styles.brandName}>{product}</p>
        </div>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.introTitle}>{product}</h1>
          <p className={styles.introSubtitle}>{t('app.productSubtitle')}</p>
          <div className={styles.introRule} />
          <p className={styles.introFeatures}>{t('login.features')}</p>
        </div>
        <div className={styles.card} data-testid="login-card">
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>{t('login.title')}</h2>
            <p className={styles.cardSubtitle}>{product}</p>
          </div>
          <LoginForm pending={login.isPending} onSubmit={submit} />
          <div className={styles.links}>
            <Link className={styles.link} to="/register">
              {t('login.register')}
            </Link>
            <Link className={styles.link} to="/resetPassword">
              {t('login.forgot')}
            </Link>
          </div>
        </div>
      </main>
      <p className={styles.footer}>
        {t('login.copyright', { city: locale === 'zh-CN' ? appConfig.cityName : appConfig.cityNameEn })}
      </p>
    </div>
  );
}
