import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n';
import { useFrame } from './form-frame';

type FormActionsProps = {
  /** 保存 keeps a draft (`commit` false), 提交 saves and submits (`commit` true). */
  save: (commit: boolean) => Promise<void>;
  pending?: boolean;
  /** In view mode, for a record the unit may still change: 编辑 opens its form there. */
  editTo?: string;
};

/** The sticky bar under a page form: 返回, then 保存 and 提交 (编辑 in view mode). */
export function FormActions({ save, pending, editTo }: FormActionsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { readOnly } = useFrame();
  return (
    <HStack data-form-bar position="sticky" bottom="0" bg="white" borderTopWidth="1px" py="3" px="4" gap="3" justify="flex-end" zIndex="docked" boxShadow="sm">
      <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
        {t('common.back')}
      </Button>
      {readOnly && editTo && (
        <Button size="sm" colorPalette="blue" onClick={() => navigate(editTo, { replace: true })}>
          {t('common.edit')}
        </Button>
      )}
      {!readOnly && (
        <>
          <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)} data-testid="save-draft">
            {t('common.save')}
          </Button>
          <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save(true)} data-testid="submit">
            {t('common.submit')}
          </Button>
        </>
      )}
    </HStack>
  );
}
