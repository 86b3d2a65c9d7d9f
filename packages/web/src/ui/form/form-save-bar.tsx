import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n';

/** The sticky bar of a form that is saved as it is (no draft/submit): 返回 and one save button. */
export function FormSaveBar({ save, pending, label }: { save: () => Promise<void> | void; pending?: boolean; label?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <HStack data-form-bar position="sticky" bottom="0" bg="white" borderTopWidth="1px" py="3" px="4" gap="3" justify="flex-end" zIndex="docked" boxShadow="sm">
      <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
        {t('common.back')}
      </Button>
      <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save()} data-testid="save">
        {label ?? t('common.save')}
      </Button>
    </HStack>
  );
}
