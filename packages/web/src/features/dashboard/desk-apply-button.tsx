import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClipboardCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { quietClient } from '../../api/client';
import { notifyFailure } from '../../lib/notify-failure';
import { notify } from '../../ui/toaster';
import { deskApplyPath, type ApplyCard } from './desk-apply';
import { useDeskText, type DeskTextKey } from './messages';

/** Largest page the API gives: more overdue equipment than this goes in more than one application. */
const MAX_ROWS = 200;

/** 申请检验 on an overdue or due-soon card: the application form with that card's equipment chosen. */
export function DeskApplyButton({ card }: { card: ApplyCard }) {
  const t = useDeskText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const answer = await quietClient.equipment.list({ query: { view: card, registerState: 'registered', page: 1, pageSize: MAX_ROWS } });
      if (answer.status !== 200) throw answer;
      const path = deskApplyPath(answer.body.items);
      if (path) navigate(path);
      else notify('info', t('card.applyNone'));
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="green"
      bg="white"
      loading={busy}
      onClick={() => void apply()}
      aria-label={t('card.applyLabel', { card: t(`card.${card}` as DeskTextKey) })}
      data-testid={`desk-apply-${card}`}
    >
      <LuClipboardCheck /> {t('card.apply')}
    </Button>
  );
}
