import { Button } from '@chakra-ui/react';
import { LuLanguages } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';

/** Toggles zh-CN / en-US; the label names the language it switches to. */
export function LanguageSwitch({ tone }: { tone: 'on-dark' | 'on-light' }) {
  const { locale, setLocale, t } = useI18n();
  const onDark = tone === 'on-dark';
  return (
    <Button
      size="sm"
      variant="ghost"
      color={onDark ? 'whiteAlpha.900' : 'gray.700'}
      _hover={{ bg: onDark ? 'whiteAlpha.200' : 'gray.100' }}
      onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
      data-testid="language-switch"
    >
      <LuLanguages />
      {t('header.language')}
    </Button>
  );
}
