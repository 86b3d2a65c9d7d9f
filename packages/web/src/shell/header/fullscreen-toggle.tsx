import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuMaximize, LuMinimize } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { Tooltip } from '../../ui/tooltip';
import { headerButtonStyle } from './header-style';

export function FullscreenToggle() {
  const { t } = useI18n();
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  const toggle = () => {
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Browsers refuse without a user gesture or in some embeds; the button then just stays.
    change?.catch(() => undefined);
  };
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} onClick={toggle} data-testid="fullscreen-toggle" {...headerButtonStyle}>
        {full ? <LuMinimize /> : <LuMaximize />}
      </IconButton>
    </Tooltip>
  );
}
