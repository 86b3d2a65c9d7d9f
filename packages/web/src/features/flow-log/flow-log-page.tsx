import { Alert, Button, HStack } from '@chakra-ui/react';
import { LuPrinter, LuX } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLOW_LOG_TYPES, HOME_PATH } from '../../routes/paths';
import { useSession } from '../../session/session-state';
import { PublicFrame } from '../../ui/public-frame';
import { chooseFlowLog, type FlowLogChoice } from './flow-log-choice';
import { FLOW_LOG_LOADERS } from './flow-log-loaders';
import { FlowLogSheet } from './flow-log-sheet';
import { useFlowLogText } from './messages';

/**
 * 流转日志 (`/flowLog-single?type=&id=`, bare, any session): the printable circulation log of one
 * record, read through that record's own get endpoint so the gateway's access and unit checks
 * apply (docs/shell.md). What the address or the role cannot lead to is said without a call.
 */
export function FlowLogPage() {
  const t = useFlowLogText();
  const [search] = useSearchParams();
  const { user } = useSession();
  const choice = chooseFlowLog(search.get('type')?.trim() ?? '', search.get('id')?.trim() ?? '', user?.menuIds ?? []);
  return (
    <PublicFrame title={t('page.title')}>
      <FlowLogBody choice={choice} />
      <FlowLogActions printable={choice.kind === 'load'} />
    </PublicFrame>
  );
}

function FlowLogBody({ choice }: { choice: FlowLogChoice }) {
  const t = useFlowLogText();
  if (choice.kind !== 'load') {
    const text =
      choice.kind === 'missing'
        ? t('params.missing', { names: choice.names.join('、') })
        : choice.kind === 'unknown-type'
          ? t('params.unknownType', { type: choice.type, types: FLOW_LOG_TYPES.join('、') })
          : t('access.denied', { kind: t(`kind.${choice.type}`) });
    return (
      <Alert.Root status={choice.kind === 'forbidden' ? 'warning' : 'info'} borderRadius="md" data-testid="flow-log-notice" data-reason={choice.kind}>
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{text}</Alert.Title>
      </Alert.Root>
    );
  }
  const Loader = FLOW_LOG_LOADERS[choice.type];
  const kind = t(`kind.${choice.type}`);
  return (
    <Loader id={choice.id} side={choice.side}>
      {(record) => <FlowLogSheet kind={kind} record={record} />}
    </Loader>
  );
}

/** 打印 and 关闭, left off the printed page. 关闭 closes the window the link opened, else goes home. */
function FlowLogActions({ printable }: { printable: boolean }) {
  const t = useFlowLogText();
  const navigate = useNavigate();
  const close = () => {
    window.close();
    if (!window.closed) navigate(HOME_PATH);
  };
  return (
    <HStack gap="3" mt="6" justify="center" _print={{ display: 'none' }} data-testid="flow-log-actions">
      {printable && (
        <Button colorPalette="blue" onClick={() => window.print()}>
          <LuPrinter /> {t('action.print')}
        </Button>
      )}
      <Button variant="outline" onClick={close}>
        <LuX /> {t('action.close')}
      </Button>
    </HStack>
  );
}
