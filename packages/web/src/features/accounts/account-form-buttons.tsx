import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAccountText } from './messages';

/** 返回 and 保存 under an account's form (new or edited). */
export function AccountFormButtons({ pending }: { pending: boolean }) {
  const t = useAccountText();
  const navigate = useNavigate();
  return (
    <HStack gap="3">
      <Button size="sm" variant="outline" onClick={() => navigate(-1)}>
        {t('common.back')}
      </Button>
      <Button type="submit" size="sm" colorPalette="blue" loading={pending} data-testid="account-save">
        {t('common.save')}
      </Button>
    </HStack>
  );
}
