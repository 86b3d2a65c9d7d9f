import { Menu, Portal } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';

type CloseTagsMenuProps = {
  /** On a tag's own (context) menu: 关闭 first, disabled for a tag that cannot close. */
  close?: { disabled: boolean };
  testId?: string;
};

/** The menu that closes open pages: 关闭其他 and 关闭全部, the tags bar's dropdown and each tag's context menu alike. */
export function CloseTagsMenu({ close, testId }: CloseTagsMenuProps) {
  const { t } = useI18n();
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW="32" data-testid={testId}>
          {close && (
            <Menu.Item value="close" disabled={close.disabled}>
              {t('tags.close')}
            </Menu.Item>
          )}
          <Menu.Item value="others">{t('tags.closeOthers')}</Menu.Item>
          <Menu.Item value="all">{t('tags.closeAll')}</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
