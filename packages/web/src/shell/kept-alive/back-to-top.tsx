import { IconButton } from '@chakra-ui/react';
import { BACK_TO_TOP } from '@portal/contract';
import { useEffect, useState, type RefObject } from 'react';
import { LuArrowUp } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';

/** Space between the button and a form's bar under it. */
const BAR_GAP = 12;

const easeInOut = (progress: number) =>
  progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;

/** Scrolls `element` to the top over `duration` ms. */
export function scrollToTop(element: HTMLElement, duration: number = BACK_TO_TOP.duration): void {
  const start = element.scrollTop;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    element.scrollTop = start * (1 - easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Appears after 400 px of scrolling in the page, 30 px from the corner, 1000 ms to the top. */
export function BackToTop({ container }: { container: RefObject<HTMLElement | null> }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const update = () => {
      setVisible(element.scrollTop > BACK_TO_TOP.threshold);
      // A form's bar (FormActions, FormSaveBar) holds 提交 in the same corner: sit above it, wherever it
      // stands now (stuck to the bottom, or higher up at the end of the page).
      const bar = element.querySelector<HTMLElement>('[data-form-bar]');
      const barTop = bar ? bar.getBoundingClientRect().top : Number.POSITIVE_INFINITY;
      setLift(Math.max(0, window.innerHeight - barTop + BAR_GAP - BACK_TO_TOP.offset));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [container]);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t('backToTop.label')}
      position="fixed"
      right={`${BACK_TO_TOP.offset}px`}
      bottom={`${BACK_TO_TOP.offset + lift}px`}
      rounded="full"
      colorPalette="blue"
      boxShadow="lg"
      zIndex="sticky"
      onClick={() => container.current && scrollToTop(container.current)}
      data-testid="back-to-top"
    >
      <LuArrowUp />
    </IconButton>
  );
}
